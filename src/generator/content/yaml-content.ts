import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type * as esbuild from "esbuild";
import { writeCachedModule } from "../cached-module.ts";
import { absoluteInputs } from "../input-stamps.ts";
import { loadEsbuild } from "../load-esbuild.ts";
import type { Project } from "../project.ts";
import type { ContentFilesDefinition, Zod } from "../site-definition.ts";
import { ContentError } from "./content-error.ts";
import { registryValues, valueFiles } from "./registry-values.ts";
import { readYamlFile } from "./yaml-file.ts";

/** The site's YAML content files, as the bundles import them: checked and filled. */
export interface YamlContent {
  /** The data of the file at this absolute path, checked against its schema, `{{name}}`s filled. */
  read(file: string): Promise<unknown>;
  /** The source files of the schemas and values, once read: the bundles' caches depend on them. */
  inputs(): string[];
  /** The content files' definition (the CMS's config is made from its schemas). */
  definition(): Promise<ContentFilesDefinition>;
  /**
   * Starts loading the schemas now, if the project has them, rather than at the first YAML file a
   * bundle imports: the server bundle, which a cold build waits on, then need not wait for their
   * own bundling and zod. A failure is reported by the first `read`.
   */
  prepare(): void;
  /** Every registered file and collection with its label and schema (the CMS's configuration is made from them). */
  entries(): Promise<ContentEntries>;
}

/**
 * The content registry as the generator lists it: paths from the project root, schemas made with its zod.
 * @public
 */
export interface ContentEntries {
  files: { file: string; label: string; schema: import("zod").ZodType }[];
  collections: { name: string; folder: string; label: string; schema: import("zod").ZodType }[];
}

/**
 * The schemas and values come from the project's content registry (project.ts), bundled and
 * imported on its own: the site's server bundle imports the YAML files, so it cannot be the one to
 * say how to read them. It is loaded by the first YAML file a bundle imports, once per build: a
 * warm build, whose bundles come from the cache, never loads it.
 */
export function yamlContent(project: Project): YamlContent {
  let loading: Promise<{ definition: ContentFilesDefinition; z: Zod; schemas: Record<string, import("zod").ZodType>; values: ReadonlyMap<string, string> }> | undefined;
  let inputs: string[] = [];
  const moduleName = relative(project, project.contentFiles);
  const load = () =>
    (loading ??= (async () => {
      const { build } = await loadEsbuild();
      const result = await build({
        entryPoints: [project.contentFiles],
        bundle: true,
        write: false,
        platform: "node",
        format: "esm",
        target: "node20",
        packages: "external",
        outdir: project.cacheDir,
        metafile: true,
        logLevel: "silent",
      }).catch((error: unknown) => {
        throw new ContentError(`${moduleName}, the content registry, could not be bundled: ${(error as Error).message}`);
      });
      inputs = absoluteInputs(result.metafile.inputs);
      const { file } = await writeCachedModule(project.cacheDir, "content-files", result.outputFiles[0]!.contents);
      const definition = ((await import(pathToFileURL(file).href)) as { default?: ContentFilesDefinition }).default;
      if (!definition || typeof definition.files !== "object") {
        throw new ContentError(`${moduleName} must export the content registry (folder, values, files, collections) as its default export`);
      }
      const { z } = await import("zod");
      const schemas = contentSchemas(definition, z);
      const folder = path.join(project.root, definition.folder);
      // Every bundle's YAML may name their fields: a bundle is made again when one changes.
      inputs.push(...valueFiles(definition).map((name) => path.join(folder, name)));
      const values = registryValues(definition, schemas, (name) => readFileSync(path.join(folder, name), "utf8"));
      return { definition, z, schemas, values };
    })());
  return {
    async read(file) {
      const { definition, schemas, values } = await load();
      const name = path.relative(path.join(project.root, definition.folder), file).split(path.sep).join("/");
      const shownName = relative(project, file);
      const schema = schemas[name];
      if (!schema) {
        throw new ContentError(`${shownName} is not in the content registry: add "${name}" to the files of ${moduleName} (known: ${Object.keys(schemas).join(", ")})`);
      }
      return readYamlFile(shownName, await readFile(file, "utf8"), schema, values);
    },
    inputs: () => inputs,
    definition: async () => (await load()).definition,
    prepare() {
      if (existsSync(project.contentFiles)) load().catch(() => undefined);
    },
    async entries() {
      const { definition, z, schemas } = await load();
      return {
        files: Object.entries(definition.files).map(([name, { label }]) => ({ file: `${definition.folder}/${name}`, label, schema: schemas[name]! })),
        collections: Object.entries(definition.collections).map(([name, { folder, label, schema }]) => ({ name, folder, label, schema: schema(z) })),
      };
    },
  };
}

/** Lets a bundle import a YAML content file as its checked data (the default import of `hero.yaml`). */
export function yamlContentPlugin(content: YamlContent): esbuild.Plugin {
  return {
    name: "yaml-content",
    setup(build) {
      build.onLoad({ filter: /\.ya?ml$/ }, async ({ path: file }) => {
        try {
          return { contents: JSON.stringify(await content.read(file)), loader: "json" };
        } catch (error) {
          // A refused file is the build's message as it is: file, line, field.
          if (error instanceof ContentError) return { errors: [{ text: error.message, location: null }] };
          throw error;
        }
      });
    },
  };
}

/** Each registered file's schema, made with the generator's zod, by its path in the folder. */
export function contentSchemas(definition: ContentFilesDefinition, z: Zod): Record<string, import("zod").ZodType> {
  return Object.fromEntries(Object.entries(definition.files).map(([name, file]) => [name, file.schema(z)]));
}

function relative(project: Project, file: string): string {
  return path.relative(project.root, file).split(path.sep).join("/");
}
