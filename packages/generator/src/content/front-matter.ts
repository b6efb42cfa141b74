import type { z } from "zod";
import { LineCounter, parseDocument } from "yaml";
import { examineYaml, nodeLine, type CheckedYaml, type ExaminedYaml } from "./check-yaml.ts";
import { ContentError } from "./content-error.ts";
import type { FieldRefusal } from "../site-definition.ts";

interface FrontMatterCheck<T extends z.ZodType> {
  schema: T;
  values: ReadonlyMap<string, string>;
  refuse?: (data: z.output<T>) => FieldRefusal | undefined;
}

const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

/**
 * Splits a Markdown file into its front matter, checked against `schema` (check-yaml.ts: each
 * `{{name}}` of a text filled from `values` first, then the schema, then `refuse`), and its body.
 * Errors are in French and name the file, the line and the field:
 * `content/blog/x.md:4: le champ « date » doit être une date…`. A UTF-8 byte order mark and
 * Windows line endings are accepted.
 */
export function parseFrontMatter<T extends z.ZodType>(file: string, source: string, check: FrontMatterCheck<T>): CheckedYaml<z.output<T>> & { body: string; bodyLine: number } {
  const { data, problems, ...read } = examineFrontMatter(file, source, check);
  if (problems.length > 0) throw new ContentError(problems.join("\n"));
  return { ...read, data: data as z.output<T> };
}

/** The same, its problems returned, every field at fault (check-yaml.ts): none when it holds. */
export function examineFrontMatter<T extends z.ZodType>(file: string, source: string, { schema, values, refuse }: FrontMatterCheck<T>): ExaminedYaml<z.output<T>> & { body: string; bodyLine: number } {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new ContentError(`${file}: le fichier doit commencer par ses champs, entre deux lignes « --- »`);
  // The YAML starts on the file's second line, after the opening "---".
  const examined = examineYaml(file, match[1]!, { schema, values, firstLine: 2, ...(refuse ? { refuse } : {}) });
  const body = match[2]!;
  return { ...examined, body, bodyLine: source.slice(0, source.length - body.length).split("\n").length };
}

/**
 * The line of a Markdown file where its front matter gives the field at `path`, or the nearest
 * group above it: for a refusal made from the entry rather than while the file was read.
 */
export function frontMatterLine(source: string, path: readonly PropertyKey[]): number | undefined {
  const match = FRONT_MATTER.exec(source);
  // The YAML starts on the file's second line, after the opening "---".
  const line = match ? yamlLine(match[1]!, path) : undefined;
  return line === undefined ? undefined : line + 1;
}

/** The same in a YAML file's text: the line where it gives the field at `path`, or the nearest group above it. */
export function yamlLine(text: string, path: readonly PropertyKey[]): number | undefined {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, logLevel: "silent" });
  return nodeLine(document, path, (offset) => lineCounter.linePos(offset).line);
}
