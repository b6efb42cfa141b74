import { LineCounter, parseDocument, isMap, isScalar } from "yaml";
import type { z } from "zod";
import { didYouMean } from "../did-you-mean.ts";
import type { Zod } from "../site-definition.ts";
import { ContentError } from "./content-error.ts";
import { fillValues } from "./fill-values.ts";
import { quoteHint } from "./quote-hint.ts";

/**
 * Splits a Markdown file into its front matter, checked against `schema`, and its body. Errors name
 * the file, the line where the YAML has one, and the field: "content/blog/x.md:4: field "date" …".
 * `entryName` says what the file is: "article" gives "… is not a field of an article".
 * A UTF-8 byte order mark and Windows line endings are accepted. Each `{{name}}` in a text of the
 * front matter is filled from `values` (fill-values.ts) before the schema sees it.
 */
export function parseFrontMatter<T extends z.ZodType>(
  file: string,
  source: string,
  { schema, entryName, zod, values }: { schema: T; entryName: string; zod: Zod; values: ReadonlyMap<string, string> },
): { data: z.infer<T>; body: string; bodyLine: number } {
  const match = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(source);
  if (!match) throw new ContentError(`${file}: no front matter (a block between two "---" lines at the top)`);
  const yamlText = match[1]!;
  const lineCounter = new LineCounter();
  // logLevel "error": a value the build refuses below (`title: {{productName}}`, a mapping) is not
  // also warned of by the yaml package, in the terminal, without the file's name.
  const document = parseDocument(yamlText, { lineCounter, prettyErrors: false, logLevel: "error" });
  if (document.errors.length > 0) {
    const first = document.errors[0]!;
    const line = lineCounter.linePos(first.pos[0]).line + 1;
    throw new ContentError(`${file}:${line}: front matter is not valid YAML: ${first.message.split("\n")[0]}${quoteHintAt(yamlText, line)}`);
  }
  const lineOf = (key: string): number | undefined => {
    if (!isMap(document.contents)) return undefined;
    const pair = document.contents.items.find((item) => isScalar(item.key) && item.key.value === key);
    const offset = pair && isScalar(pair.key) ? pair.key.range?.[0] : undefined;
    // +1: the opening "---" line comes before the YAML.
    return offset === undefined ? undefined : lineCounter.linePos(offset).line + 1;
  };
  const raw = fillFields(document.toJS() ?? {}, (text, field) => fillValues(text, values, { file, line: lineOf(field.split(/[.[]/)[0]!), field }));
  const result = schema.safeParse(raw);
  if (!result.success) {
    const known = schema instanceof zod.ZodObject ? Object.keys(schema.shape) : [];
    // An unknown field first: a misspelt "labl" is why "label" is missing, and its message says so.
    const issues = [...result.error.issues].sort((a, b) => Number(b.code === "unrecognized_keys") - Number(a.code === "unrecognized_keys"));
    const messages = issues.flatMap((issue) => describeIssue(issue, raw, known, entryName));
    const first = messages[0]!;
    const line = lineOf(first.field);
    throw new ContentError(`${file}${line ? `:${line}` : ""}: ${first.message}${line ? quoteHintAt(yamlText, line) : ""}`);
  }
  const body = match[2]!;
  return { data: result.data, body, bodyLine: source.slice(0, source.length - body.length).split("\n").length };
}

/** The hint for the file's line `line`: the YAML starts on its second line. */
function quoteHintAt(yamlText: string, line: number): string {
  return quoteHint(yamlText.split("\n")[line - 2]);
}

/** Every text of the front matter, nested ones included, through `fill`, with its field's name. */
function fillFields(value: unknown, fill: (text: string, field: string) => string, field = ""): unknown {
  if (typeof value === "string") return fill(value, field);
  if (Array.isArray(value)) return value.map((item, index) => fillFields(item, fill, `${field}[${index}]`));
  if (value !== null && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, fillFields(child, fill, field ? `${field}.${key}` : key)]));
  }
  return value;
}

function describeIssue(issue: z.core.$ZodIssue, raw: unknown, known: string[], entryName: string): { field: string; message: string }[] {
  if (issue.code === "unrecognized_keys") {
    return issue.keys.map((key) => {
      const near = didYouMean(key, known);
      return {
        field: key,
        message: `field "${key}" is not a field of ${withArticle(entryName)}${near ? `: did you mean "${near}"?` : ""} (fields: ${known.join(", ")})`,
      };
    });
  }
  const field = String(issue.path[0] ?? "");
  const value = raw !== null && typeof raw === "object" ? (raw as Record<string, unknown>)[field] : undefined;
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
    return [{ field, message: `field "${field}" is missing or empty` }];
  }
  const shown = typeof value === "string" ? `"${value}"` : JSON.stringify(value);
  if (issue.code === "invalid_type") return [{ field, message: `field "${field}" must be ${expectedOf(issue.expected)}, not ${shown}` }];
  // The schema's own words (French for the site's editors), as the CMS shows them.
  return [{ field, message: `field "${field}": ${issue.message}, not ${shown}` }];
}

function expectedOf(type: string): string {
  return type === "boolean" ? "true or false" : type === "string" ? "text" : `a ${type}`;
}

/** "an article", "a note". */
function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;
}
