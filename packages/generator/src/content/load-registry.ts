import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { writeCachedModule } from "../cached-module.ts";
import { NODE_MODULE } from "../esbuild-options.js";
import { externalPackages } from "../external-packages.ts";
import { absoluteInputs } from "../input-stamps.ts";
import { loadEsbuild } from "../load-esbuild.ts";
import type { Project } from "../project.ts";
import type { ContentFilesDefinition, Zod } from "../site-definition.ts";
import { ContentError } from "./content-error.ts";
import { registryValues, valueFiles } from "./registry-values.ts";

export interface LoadedRegistry {
  definition: ContentFilesDefinition;
  z: Zod;
  schemas: Record<string, import("zod").ZodType>;
  values: ReadonlyMap<string, string>;
  /** The registry's sources and value files. */
  inputs: string[];
  /** When they began to be read (stamped-cache.ts). */
  startedAt: number;
}

/** The content registry, bundled and imported, its schemas made and its value files read. */
export async function loadRegistry(project: Project): Promise<LoadedRegistry> {
  const startedAt = Date.now();
  const registry = project.contentFiles;
  if (!registry) throw new ContentError(`package.json: "site".contentFiles must name the content registry: the site imports YAML content, which it describes`);
  const moduleName = path.relative(project.root, registry).split(path.sep).join("/");
  const { build } = await loadEsbuild();
  const result = await build({
    ...NODE_MODULE,
    entryPoints: [registry],
    plugins: [externalPackages],
    outdir: project.cacheDir,
    logLevel: "silent",
  }).catch((error: unknown) => {
    throw new ContentError(`${moduleName}, the content registry, could not be bundled: ${(error as Error).message}`);
  });
  const { file } = await writeCachedModule(project.cacheDir, "content-files", result.outputFiles[0]!.contents);
  const definition = ((await import(pathToFileURL(file).href)) as { default?: ContentFilesDefinition }).default;
  if (!definition || typeof definition.files !== "object") {
    throw new ContentError(`${moduleName} must export the content registry (folder, values, files, collections) as its default export`);
  }
  const { z } = await import("zod");
  const schemas = contentSchemas(definition, z);
  const folder = path.join(project.root, definition.folder);
  // Every bundle's YAML may name their fields: a bundle is made again when one changes.
  const inputs = [...absoluteInputs(result.metafile.inputs), ...valueFiles(definition).map((name) => path.join(folder, name))];
  const values = registryValues(definition, schemas, (name) => readFileSync(path.join(folder, name), "utf8"));
  return { definition, z, schemas, values, inputs, startedAt };
}

/** Each registered file's schema, made with the generator's zod, by its path in the folder. */
export function contentSchemas(definition: ContentFilesDefinition, z: Zod): Record<string, import("zod").ZodType> {
  return Object.fromEntries(Object.entries(definition.files).map(([name, file]) => [name, file.schema(z)]));
}

