import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from "yaml";
import type { z } from "zod";
import { didYouMean } from "../did-you-mean.ts";
import { ContentError } from "./content-error.ts";
import { fillValues } from "./fill-values.ts";
import { quoteHint } from "./quote-hint.ts";

/**
 * One YAML content file, read for the site: parsed, every `{{name}}` filled, then checked against
 * its schema. Any problem is refused as a ContentError naming the file, the line and the field:
 * `content/home/faq.yaml:58: field "items" must hold 6 questions, not 7`.
 * `file` is the name messages use (from the project root); a byte order mark is accepted.
 */
export function readYamlFile(file: string, source: string, schema: z.ZodType, values: ReadonlyMap<string, string>): unknown {
  const lineCounter = new LineCounter();
  // logLevel "error": what the schema refuses below is not also warned of by the yaml package.
  const text = source.replace(/^\uFEFF/, "");
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, logLevel: "error" });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line;
  const hintAt = (line: number | undefined) => (line === undefined ? "" : quoteHint(text.split("\n")[line - 1]));
  if (document.errors.length > 0) {
    const first = document.errors[0]!;
    const line = lineAt(first.pos[0]);
    throw new ContentError(`${file}:${line}: not valid YAML: ${first.message.split("\n")[0]}${hintAt(line)}`);
  }
  const lineOf = (path: readonly PropertyKey[]) => nodeLine(document, path, lineAt);
  const filled = fill(document.toJS() ?? {}, [], (text, path) =>
    fillValues(text, values, { file, line: lineOf(path), field: fieldName(path) }),
  );
  const result = schema.safeParse(filled);
  if (result.success) return result.data;
  // A misspelt field is also a missing one: naming the misspelling says both.
  const issue = result.error.issues.find((issue) => issue.code === "unrecognized_keys") ?? result.error.issues[0]!;
  // Too many items: the first one too many is where the reader looks.
  const extra = issue.code === "too_big" && Array.isArray(valueAt(filled, issue.path)) ? [Number(issue.maximum)] : [];
  // An unknown field is shown at its own line; the fields expected beside it are those present
  // and those found missing.
  const at = issue.code === "unrecognized_keys" ? [...issue.path, issue.keys[0]!] : [...issue.path, ...extra];
  const line = lineOf(at);
  const missing = result.error.issues
    .filter((other) => other.code === "invalid_type" && other.path.length === issue.path.length + 1 && issue.path.every((key, index) => other.path[index] === key))
    .map((other) => String(other.path.at(-1)));
  throw new ContentError(`${file}${line === undefined ? "" : `:${line}`}: ${describeIssue(issue, filled, missing)}${hintAt(line)}`);
}

/** Every text of `value`, filled, in a copy. */
function fill(value: unknown, path: PropertyKey[], text: (text: string, path: PropertyKey[]) => string): unknown {
  if (typeof value === "string") return text(value, path);
  if (Array.isArray(value)) return value.map((item, index) => fill(item, [...path, index], text));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, [...path, key], text)]));
  }
  return value;
}

/** `items[6].answer`: how the field reads to someone looking at the file. */
function fieldName(path: readonly PropertyKey[]): string {
  return path.map((key, index) => (typeof key === "number" ? `[${key}]` : `${index > 0 ? "." : ""}${String(key)}`)).join("") || "(the whole file)";
}

/**
 * The line of the field at `path`, or of the nearest field above it that the file has (a missing
 * field is reported at the object that lacks it). Lines count from 1.
 */
function nodeLine(document: Document, path: readonly PropertyKey[], lineAt: (offset: number) => number): number | undefined {
  let node: unknown = document.contents;
  let offset = (node as { range?: [number] } | null)?.range?.[0];
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key);
      if (!pair) break;
      offset = (pair.key as { range?: [number] }).range?.[0] ?? offset;
      node = pair.value;
    } else if (isSeq(node) && typeof key === "number") {
      const item = node.items[key];
      if (!item) break;
      offset = (item as { range?: [number] }).range?.[0] ?? offset;
      node = item;
    } else break;
  }
  return offset === undefined ? undefined : lineAt(offset);
}

function describeIssue(issue: z.core.$ZodIssue, root: unknown, missing: readonly string[]): string {
  const field = fieldName(issue.path);
  if (issue.code === "unrecognized_keys") {
    const known = [...Object.keys(valueAt(root, issue.path) ?? {}).filter((key) => !issue.keys.includes(key)), ...missing];
    return issue.keys
      .map((key) => {
        const near = didYouMean(key, known);
        const name = issue.path.length > 0 ? `${field}.${key}` : key;
        return `field "${name}" is not expected here${near ? `: did you mean "${near}"?` : ""}${known.length ? ` (expected: ${known.join(", ")})` : ""}`;
      })
      .join("; ");
  }
  const value = valueAt(root, issue.path);
  if (value === undefined || value === null) return `field "${field}" is missing`;
  if (issue.code === "invalid_type") return `field "${field}" must be ${expectedOf(issue.expected)}, not ${shown(value)}`;
  if (issue.code === "too_big" || issue.code === "too_small") {
    const count = Array.isArray(value) ? ` (it has ${value.length})` : "";
    return `field "${field}": ${issue.message}${count}`;
  }
  // The schema's own words (French for the site's editors), as the CMS shows them.
  return `field "${field}": ${issue.message}, not ${shown(value)}`;
}

function shown(value: unknown): string {
  if (typeof value === "string") return `"${value}"`;
  if (Array.isArray(value)) return "a list";
  if (value !== null && typeof value === "object") return "a group of fields";
  return String(value);
}

function expectedOf(type: string): string {
  return type === "string" ? "a text" : type === "array" ? "a list" : type === "object" ? "a group of fields" : `a ${type}`;
}

function valueAt(root: unknown, keys: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of keys) value = value !== null && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}
