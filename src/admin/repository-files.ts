import type CMS from "decap-cms-app";
import { EDITOR_WORDS } from "../content-registry/cms-labels.ts";

/** A file as Decap's backends read it (decap-cms-lib-util's `ImplementationEntry`): its text. */
interface RepositoryFile {
  data: string;
  file: { path: string };
}

/** What every Decap backend implements to read the repository (its documented `Implementation`). */
interface Implementation {
  getEntry(path: string): Promise<RepositoryFile>;
  entriesByFolder(folder: string, extension: string, depth: number): Promise<RepositoryFile[]>;
}

let backend: Implementation | undefined;

/**
 * Keeps the backend Decap makes at start, whichever it is (the Git host's, or `site serve`'s local
 * one, "proxy"), so that the editor's checks and previews read the content files as that backend
 * has them when they run, not as the editor's bundle had them when it was built. Decap gives a
 * preSave listener the entry alone: it makes its backend by calling `init` on the object its
 * registry holds for the backend's name, which this wraps. Called before `init` of the CMS.
 */
export function keepBackend(cms: typeof CMS, names: readonly string[]): void {
  for (const name of names) {
    const registered = cms.getBackend(name);
    if (!registered) continue;
    const init = registered.init.bind(registered);
    registered.init = (...args: unknown[]) => (backend = (init as (...given: unknown[]) => Implementation)(...args));
  }
}

/** The text of a file of the repository, from its root ("content/site/company.yaml"). */
export async function readRepositoryFile(path: string): Promise<string> {
  const { data } = await reading(path, (started) => started.getEntry(path));
  return data;
}

/** Every file of a folder with this extension ("md"), and its text. */
export function readRepositoryFolder(folder: string, extension: string): Promise<RepositoryFile[]> {
  return reading(folder, (started) => started.entriesByFolder(folder, extension, 1));
}

async function reading<T>(path: string, read: (started: Implementation) => Promise<T>): Promise<T> {
  if (!backend) throw new Error(EDITOR_WORDS.notConnected(path));
  try {
    return await read(backend);
  } catch (error) {
    throw new Error(EDITOR_WORDS.unreadable(path, error instanceof Error ? error.message : String(error)));
  }
}
