import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type * as esbuild from "esbuild";
import type { Project } from "../project.ts";
import type { ContentFilesDefinition } from "../site-definition.ts";
import { ContentError } from "./content-error.ts";
import { loadRegistry, type LoadedRegistry } from "./load-registry.ts";
import type { ContentLink } from "./markdown-links.ts";
import { yamlCache, type CheckedFile } from "./yaml-cache.ts";
import { readYamlContent } from "./yaml-file.ts";

/** The site's YAML content files, as the bundles import them: checked and filled. */
export interface YamlContent {
  /** The data of the file at this absolute path, checked against its schema, `{{name}}`s filled, as JSON. */
  readJson(file: string): Promise<string>;
  /** The site paths the fields of a file read by `readJson` hold (a menu's links), each at its line. */
  linksOf(file: string): readonly ContentLink[];
  /** How many files were read and checked, not taken from the cache (yaml-cache.ts). */
  checked(): number;
  /** The source files of the schemas and values, once read: the bundles' caches depend on them. */
  inputs(): Promise<string[]>;
  /** Keeps the files checked so far for the next build (called as each bundle ends). */
  save(): Promise<void>;
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
 * say how to read them. It is loaded by the first YAML file a bundle imports that the cache
 * (yaml-cache.ts) does not hold, once per build: a warm build, whose bundles come from their cache,
 * never loads it, nor does a code edit that leaves the content and the registry as they were.
 */
export function yamlContent(project: Project): YamlContent {
  let loading: Promise<LoadedRegistry> | undefined;
  const load = () => (loading ??= loadRegistry(project));
  const cache = yamlCache(project.root, project.cacheDir);
  const checked = new Map<string, CheckedFile & { text: string }>();
  const links = new Map<string, readonly ContentLink[]>();
  return {
    async readJson(file) {
      const shownName = relative(project, file);
      const text = await readFile(file, "utf8");
      const kept = await cache.get(shownName, text);
      if (kept !== undefined) {
        links.set(file, kept.links);
        return kept.json;
      }
      const { definition, schemas, values } = await load();
      const name = path.relative(path.join(project.root, definition.folder), file).split(path.sep).join("/");
      const schema = schemas[name];
      if (!schema) {
        throw new ContentError(`${shownName} is not in the content registry: add "${name}" to the files of ${project.contentFiles ? relative(project, project.contentFiles) : "the content registry (\"site\".contentFiles of package.json)"} (known: ${Object.keys(schemas).join(", ")})`);
      }
      const read = readYamlContent(shownName, text, schema, values);
      const json = JSON.stringify(read.data);
      checked.set(shownName, { text, json, links: read.links });
      links.set(file, read.links);
      return json;
    },
    linksOf: (file) => links.get(file) ?? [],
    checked: () => checked.size,
    inputs: async () => (loading ? (await loading.catch(() => undefined))?.inputs ?? [] : cache.inputs()),
    async save() {
      if (checked.size === 0) return;
      const { inputs, startedAt } = await load();
      await cache.save(checked, inputs, startedAt);
    },
    definition: async () => (await load()).definition,
    prepare() {
      // Loaded ahead only when some file will need it: with a cache, a code edit needs none.
      if (!project.contentFiles || !existsSync(project.contentFiles)) return;
      void cache.inputs().then((kept) => {
        if (kept.length === 0) load().catch(() => undefined);
      });
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
          return { contents: await content.readJson(file), loader: "json" };
        } catch (error) {
          // A refused file is the build's message as it is: file, line, field.
          if (error instanceof ContentError) return { errors: [{ text: error.message, location: null }] };
          throw error;
        }
      });
      build.onEnd(() => content.save());
    },
  };
}

function relative(project: Project, file: string): string {
  return path.relative(project.root, file).split(path.sep).join("/");
}
