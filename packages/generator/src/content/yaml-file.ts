import type { z } from "zod";
import { checkYaml } from "./check-yaml.ts";

/**
 * One YAML content file, read for the site: parsed, every `{{name}}` filled, then checked against
 * its schema (check-yaml.ts). Any problem is refused as a ContentError naming the file, the line
 * and the field, in French: `content/home/faq.yaml:58: le champ « items » doit contenir…`.
 * `file` is the name messages use (from the project root); a byte order mark is accepted.
 */
export function readYamlFile(file: string, source: string, schema: z.ZodType, values: ReadonlyMap<string, string>): unknown {
  return checkYaml(file, source.replace(/^\uFEFF/, ""), { schema, values, firstLine: 1 }).data;
}
