import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from "yaml";
import type { z } from "zod";
import { ContentError } from "./content-error.ts";
import type { FieldRefusal } from "../site-definition.ts";
import { describeIssue, fieldName, frenchDefaults } from "./describe-issue.ts";
import { fillValues } from "./fill-values.ts";
import { quoteHint } from "./quote-hint.ts";
import { yamlProblem } from "./yaml-problem.ts";

export interface YamlCheck<T extends z.ZodType> {
  schema: T;
  /** The `{{name}}` values a text may name (fill-values.ts). */
  values: ReadonlyMap<string, string>;
  /** The file's line the text starts on: 1 for a YAML file, 2 for a front matter after its "---". */
  firstLine: number;
  /** A rule the checked data must also meet (another file's data, say): a refusal names its field. */
  refuse?: (data: z.output<T>) => FieldRefusal | undefined;
}

export interface CheckedYaml<Data> {
  data: Data;
  /** The file's line of the field at this path, or of the nearest group above it the text has. */
  lineOf(path: readonly PropertyKey[]): number | undefined;
  /** The line a text's first line is on: its field's, or the next for a block (`|`, `>`), written below it. */
  textLineOf(path: readonly PropertyKey[]): number | undefined;
}

/**
 * YAML text read as the build reads every content file and every front matter: parsed, each
 * `{{name}}` of a text filled, then checked against its schema (and `refuse`). A problem is a
 * ContentError in French naming the file, the line and the field:
 * `content/home/faq.yaml:22: le champ « items » doit contenir exactement 6 questions…`.
 * Runs in Node and in the editor's browser code alike.
 */
export function checkYaml<T extends z.ZodType>(file: string, text: string, check: YamlCheck<T>): CheckedYaml<z.output<T>> {
  const lineCounter = new LineCounter();
  // logLevel "error": what the schema refuses below is not also warned of by the yaml package.
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, logLevel: "error" });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + check.firstLine - 1;
  const hintAt = (line: number | undefined) => (line === undefined ? "" : quoteHint(text.split("\n")[line - check.firstLine]));
  const at = (line: number | undefined) => `${file}${line === undefined ? "" : `:${line}`}`;
  if (document.errors.length > 0) {
    const first = document.errors[0]!;
    const line = lineAt(first.pos[0]);
    throw new ContentError(`${at(line)}: ${yamlProblem(first)}${hintAt(line)}`);
  }
  const lineOf = (path: readonly PropertyKey[]) => nodeLine(document, path, lineAt);
  const filled = fill(document.toJS() ?? {}, [], (value, path) => fillValues(value, check.values, { file, line: lineOf(path), field: fieldName(path) }));
  const result = check.schema.safeParse(filled, { error: frenchDefaults });
  if (!result.success) {
    // A misspelt field is also a missing one: naming the misspelling says both.
    const issue = result.error.issues.find((found) => found.code === "unrecognized_keys") ?? result.error.issues[0]!;
    const { path, message } = describeIssue(issue, filled, check.schema);
    const line = lineOf(path);
    throw new ContentError(`${at(line)}: ${message}${hintAt(line)}`);
  }
  const refusal = check.refuse?.(result.data);
  if (refusal) {
    const line = lineOf(refusal.path);
    throw new ContentError(`${at(line)}: ${refusal.message}`);
  }
  const textLineOf = (path: readonly PropertyKey[]) => {
    const node = document.getIn(path as unknown[], true);
    const block = isScalar(node) && (node.type === "BLOCK_LITERAL" || node.type === "BLOCK_FOLDED");
    const line = lineOf(path);
    return line === undefined ? undefined : line + (block ? 1 : 0);
  };
  return { data: result.data, lineOf, textLineOf };
}

/** Every text of `value`, filled, in a copy; a date a YAML 1.1 timestamp made is left to its schema. */
function fill(value: unknown, path: PropertyKey[], text: (text: string, path: PropertyKey[]) => string): unknown {
  if (typeof value === "string") return text(value, path);
  if (Array.isArray(value)) return value.map((item, index) => fill(item, [...path, index], text));
  if (value !== null && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, [...path, key], text)]));
  }
  return value;
}

/**
 * The line of the field at `path`, or of the nearest field above it that the text has (a missing
 * field is reported at the group that lacks it).
 */
export function nodeLine(document: Document, path: readonly PropertyKey[], lineAt: (offset: number) => number): number | undefined {
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
