import type { z } from "zod";
import { checkYaml } from "./check-yaml.ts";
import { fieldLinks } from "./field-links.ts";
import type { ContentLink } from "./markdown-links.ts";

/**
 * One YAML content file, read for the site: parsed, every `{{name}}` filled, then checked against
 * its schema (check-yaml.ts). Any problem is refused as a ContentError naming the file, the line
 * and the field, in French: `content/home/faq.yaml:58: le champ « items » doit contenir…`.
 * `file` is the name messages use (from the project root); a byte order mark is accepted.
 */
export function readYamlFile(file: string, source: string, schema: z.ZodType, values: ReadonlyMap<string, string>): unknown {
  return checkYaml(file, source.replace(/^\uFEFF/, ""), { schema, values, firstLine: 1 }).data;
}

/** The same, with the site paths its fields hold (a menu's links), each at its line: checked once every page is known. */
export function readYamlContent(file: string, source: string, schema: z.ZodType, values: ReadonlyMap<string, string>): { data: unknown; links: ContentLink[] } {
  const { data, lineOf } = checkYaml(file, source.replace(/^\uFEFF/, ""), { schema, values, firstLine: 1 });
  return { data, links: fieldLinks(schema, data, lineOf) };
}
