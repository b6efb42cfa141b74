import { z } from "zod";
import contentFiles from "../content-registry/registry.ts";
import { cmsFileEntries } from "../shared/cms-sources.ts";
import { frontMatterFormatter, yamlFormatter, type Formatter } from "../shared/cms-formats.ts";
import { ContentError } from "../generator/content/content-error.ts";
import { readYamlFile } from "../generator/content/yaml-file.ts";
import { EDITOR_VALUES as values } from "./editor-values.ts";

/** The entry Decap CMS hands to its preSave listeners (an Immutable map). */
interface DecapEntry {
  get(key: "path" | "raw" | "collection"): string;
  get(key: "data"): { toJS(): Record<string, unknown> };
}

const schemas = new Map(cmsFileEntries(contentFiles, z).map((entry) => [entry.file, entry.schema]));
/** The text each entry being saved had when loaded, by its data: the formats write an edit of it. */
const loadedTexts = new Map<string, string>();
const loaded = (data: Record<string, unknown>) => loadedTexts.get(JSON.stringify(data));

export const yamlFiles: Formatter = yamlFormatter(loaded);

/** Articles and legal pages. */
export const markdownFiles: Formatter = frontMatterFormatter(loaded);

/**
 * Before Decap CMS writes an entry: the text it will write is what the build would read, so a YAML
 * file is checked as the build checks it (readYamlFile), and refused with the build's message,
 * which the CMS shows. (Articles and legal pages are checked by the build's collection rules.)
 */
export function checkBeforeSave({ entry }: { entry: DecapEntry }): undefined {
  const data = entry.get("data").toJS();
  const path = entry.get("path");
  const raw = entry.get("raw");
  if (raw) loadedTexts.set(JSON.stringify(data), raw);
  const schema = schemas.get(path);
  if (!schema) return undefined;
  try {
    readYamlFile(path, yamlFiles.toFile(data), schema, values);
  } catch (error) {
    if (error instanceof ContentError) throw new Error(error.message);
    throw error;
  }
  return undefined;
}
