import { z } from "zod";
import contentFiles from "../content-registry/registry.ts";
import type { CollectionDefinition } from "site-generator";
import { registryValues, valueFiles } from "site-generator/content";
import { readYamlFile } from "site-generator/content";
import { readRepositoryFile } from "./repository-files.ts";

/** Each registered YAML file's schema, by its path in the content folder. */
export const SCHEMAS: Readonly<Record<string, z.ZodType>> = Object.fromEntries(Object.entries(contentFiles.files).map(([name, file]) => [name, file.schema(z)]));

/** The content files as the editor's backend has them now, read as the build reads them. */
export interface CurrentContent {
  /** The `{{name}}`s the build fills: src/site.ts's, and the fields of the company file as it is now. */
  values: ReadonlyMap<string, string>;
  /** A registered YAML file's data, checked and its `{{name}}`s filled, by its path in the content folder. */
  data(name: string): Promise<unknown>;
}

/**
 * The content as it is now in the repository (`saving`: files about to be written, by their path
 * in the content folder, as they will be). Read again at each call: a save or another editor's
 * change shows at the next check or preview, with no build of the editor. `read` gives a file's
 * text by its path from the repository's root.
 */
export async function currentContent(saving: Readonly<Record<string, string>> = {}, read = readRepositoryFile): Promise<CurrentContent> {
  const text = (name: string) => (name in saving ? Promise.resolve(saving[name]!) : read(`${contentFiles.folder}/${name}`));
  const texts = new Map(await Promise.all(valueFiles(contentFiles).map(async (name) => [name, await text(name)] as const)));
  const values = registryValues(contentFiles, SCHEMAS, (name) => texts.get(name)!);
  return { values, data: async (name) => readYamlFile(`${contentFiles.folder}/${name}`, await text(name), SCHEMAS[name]!, values) };
}

/** The files a collection's cross-file rule reads, as `content` has them. */
export async function relatedFiles(collection: CollectionDefinition, content: CurrentContent): Promise<Record<string, unknown>> {
  const names = collection.crossFile?.files ?? [];
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await content.data(name)] as const)));
}
