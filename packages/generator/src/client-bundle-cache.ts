import path from "node:path";
import { bundleClient, type ClientBundle } from "./bundle-client.ts";
import type { OutputMap } from "./output-map.ts";
import type { Project } from "./project.ts";
import type { YamlContent } from "./content/yaml-content.ts";
import { readStamped, writeStamped } from "./stamped-cache.ts";
import { noteRemade } from "./cache-log.ts";

/**
 * The browser's code: the client entry, React's runtime, the islands and the lazy behaviours.
 * `islands` is the registry's names, from the site's server bundle, which is made meanwhile.
 */
export async function cachedClientBundle(project: Project, mode: "production" | "development", islands: Promise<readonly string[]>, content: YamlContent): Promise<ClientBundle> {
  // Minifying React's runtime is most of a build's work: reuse the last result while no input
  // (sources, React, the islands folder) has changed, nor the registry's names.
  const cacheFile = path.join(project.cacheDir, `client-${mode}.json`);
  const cached = await readStamped<CachedClient>(cacheFile, project.root);
  if (cached?.bundle?.islands && sameNames(cached.bundle.islands, await islands)) {
    const files: OutputMap = new Map(Object.entries(cached.files).map(([name, base64]) => [name, { data: Buffer.from(base64, "base64") }]));
    return { ...cached.bundle, files, inputs: [] };
  }
  noteRemade("client bundle");
  const startedAt = Date.now();
  const bundle = await bundleClient(project, mode, islands, content);
  const { files, inputs, ...rest } = bundle;
  const value: CachedClient = {
    bundle: rest,
    files: Object.fromEntries([...files].map(([name, output]) => [name, Buffer.from((output as { data: Uint8Array }).data).toString("base64")])),
  };
  await writeStamped(cacheFile, project.root, inputs, value, startedAt);
  return bundle;
}

function sameNames(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name, index) => name === b[index]);
}

interface CachedClient {
  bundle: Omit<ClientBundle, "files" | "inputs">;
  files: Record<string, string>;
}
