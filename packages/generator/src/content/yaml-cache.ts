import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";
import { readStamped, writeStamped } from "../stamped-cache.ts";
import type { ContentLink } from "./markdown-links.ts";

/** A file as checked: its data as the bundles import it (JSON), and the site paths its fields hold. */
export interface CheckedFile {
  json: string;
  links: ContentLink[];
}

interface CachedYaml {
  /** The generator's build and the versions of the packages that read and check a file. */
  key: string;
  /** The registry's sources and value files, from the project root: what the stamps are of. */
  inputs: string[];
  /** Each file as last checked, by its path from the root. */
  files: Record<string, CheckedFile & { source: string }>;
}

export interface YamlCache {
  /** The file as checked, if this very text was checked with the registry as it is now. */
  get(name: string, text: string): Promise<CheckedFile | undefined>;
  /** The registry's inputs as the cache last saw them, absolute; [] when there is no cache. */
  inputs(): Promise<string[]>;
  /** Keeps what a build checked, stamped with the registry's inputs as read from `startedAt`. */
  save(checked: ReadonlyMap<string, CheckedFile & { text: string }>, inputs: string[], startedAt: number): Promise<void>;
}

const require = createRequire(import.meta.url);
// A new build of the generator (its compiled chunk's name), or another yaml or zod, may read or
// check a file differently.
const KEY = JSON.stringify([path.basename(import.meta.url), ...["yaml", "zod"].map((name) => (require(`${name}/package.json`) as { version: string }).version)]);

const sha = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 32);

/**
 * The YAML content files as last checked, kept in the cache folder while the content registry (its
 * schemas' sources and its value files) has not changed. A change to the site's code makes a new
 * server bundle, which imports every YAML file again: with this cache, a code edit in `site serve`
 * neither loads the registry nor parses and checks any file. A file is checked again when its text
 * changes; a refused file is never kept.
 */
export function yamlCache(root: string, cacheDir: string): YamlCache {
  const file = path.join(cacheDir, "yaml-content.json");
  let loaded: Promise<CachedYaml | undefined> | undefined;
  const load = () => (loaded ??= readStamped<CachedYaml>(file, root).then((cached) => (cached?.key === KEY ? cached : undefined)));
  return {
    async get(name, text) {
      const entry = (await load())?.files[name];
      return entry?.source === sha(text) ? { json: entry.json, links: entry.links } : undefined;
    },
    async inputs() {
      return ((await load())?.inputs ?? []).map((input) => path.resolve(root, input));
    },
    async save(checked, inputs, startedAt) {
      // The files this build did not read again are still valid if the registry is unchanged.
      const kept = (await load())?.files ?? {};
      const files = { ...kept, ...Object.fromEntries([...checked].map(([name, { text, json, links }]) => [name, { source: sha(text), json, links }])) };
      const relative = inputs.map((input) => path.relative(root, input));
      await writeStamped<CachedYaml>(file, root, inputs, { key: KEY, inputs: relative, files }, startedAt);
    },
  };
}
