import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { bundleClient, type ClientBundle } from "./bundle-client.ts";
import { inputsUnchanged, stampInputs } from "./input-stamps.ts";
import type { OutputMap } from "./output-map.ts";
import type { Project } from "./project.ts";
import type { YamlContent } from "./content/yaml-content.ts";
import { writeAtomically } from "./write-atomically.ts";

/**
 * The browser's code: the client entry, React's runtime, the islands and the lazy behaviours.
 * `islands` is the registry's names, from the site's server bundle, which is made meanwhile.
 */
export async function cachedClientBundle(project: Project, mode: "production" | "development", islands: Promise<readonly string[]>, content: YamlContent): Promise<ClientBundle> {
  // Minifying React's runtime is most of a build's work: reuse the last result while no input
  // (sources, React, the islands folder) has changed, nor the registry's names.
  const cacheFile = path.join(project.cacheDir, `client-${mode}.json`);
  const cached = await readCache(cacheFile);
  if (cached && sameNames(cached.islands, await islands)) return cached;
  const bundle = await bundleClient(project, mode, islands, content);
  await writeCache(cacheFile, bundle);
  return bundle;
}

function sameNames(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name, index) => name === b[index]);
}

interface CachedClient {
  stamps: Record<string, string>;
  bundle: Omit<ClientBundle, "files" | "inputs">;
  files: Record<string, string>;
}

async function readCache(file: string): Promise<ClientBundle | undefined> {
  const text = await readFile(file, "utf8").catch(() => "null");
  // A cache that cannot be parsed is no cache: the bundles are built again.
  const cached = (() => {
    try {
      return JSON.parse(text) as CachedClient | null;
    } catch {
      return null;
    }
  })();
  if (!cached?.bundle?.islands || !(await inputsUnchanged(cached.stamps))) return undefined;
  const files: OutputMap = new Map(Object.entries(cached.files).map(([name, base64]) => [name, { data: Buffer.from(base64, "base64") }]));
  return { ...cached.bundle, files, inputs: Object.keys(cached.stamps) };
}

async function writeCache(file: string, bundle: ClientBundle): Promise<void> {
  const { files, inputs, ...rest } = bundle;
  const cached: CachedClient = {
    stamps: await stampInputs(inputs),
    bundle: rest,
    files: Object.fromEntries([...files].map(([name, output]) => [name, Buffer.from((output as { data: Uint8Array }).data).toString("base64")])),
  };
  await mkdir(path.dirname(file), { recursive: true });
  await writeAtomically(file, JSON.stringify(cached));
}
