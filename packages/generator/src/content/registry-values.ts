import type { z } from "zod";
import type { ContentFilesDefinition } from "../site-definition.ts";
import { contentValues } from "./fill-values.ts";
import { readYamlFile } from "./yaml-file.ts";

/**
 * The `{{name}}` values of the registry's YAML files: its `values`, and the fields of each file it
 * marks `values: true`, read with `readText` (from the content folder: "site/company.yaml") and
 * checked by its schema first. Such a file may name the registry's `values`, never another's fields.
 */
export function registryValues(
  definition: ContentFilesDefinition,
  schemas: Readonly<Record<string, z.ZodType>>,
  readText: (name: string) => string,
): ReadonlyMap<string, string> {
  const base = contentValues(definition.values);
  const files = valueFiles(definition);
  if (files.length === 0) return base;
  const read = Object.fromEntries(files.map((name) => [`${definition.folder}/${name}`, readYamlFile(`${definition.folder}/${name}`, readText(name), schemas[name]!, base)]));
  return contentValues({ ...definition.values, ...read });
}

/** The registry's files whose fields are values, by their path in the content folder. */
export function valueFiles(definition: ContentFilesDefinition): string[] {
  return Object.entries(definition.files).flatMap(([name, file]) => (file.values ? [name] : []));
}
