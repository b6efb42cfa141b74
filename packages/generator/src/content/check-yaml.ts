import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from "yaml";
import type { z } from "zod";
import { ContentError } from "./content-error.ts";
import type { FieldRefusal } from "../site-definition.ts";
import { describeIssue, fieldName, frenchDefaults, valueAt } from "./describe-issue.ts";
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

/** What reading YAML text found: every problem of every field at once, and what can still be read. */
export interface ExaminedYaml<Data> extends Omit<CheckedYaml<Data>, "data"> {
  /** The checked data, when the text has no problem. */
  data: Data | undefined;
  /** The text's values, `{{name}}`s filled, before the schema: what later checks can still read; none when the YAML does not parse. */
  written: Record<string, unknown> | undefined;
  /** One message a field refused, `file:line: …`; empty when `data` holds. */
  problems: string[];
  /** The top-level fields the schema or the rule refused: a later check of one would say the same again. */
  refusedFields: ReadonlySet<PropertyKey | undefined>;
}

/**
 * YAML text read as the build reads every content file and every front matter: parsed, each
 * `{{name}}` of a text filled, then checked against its schema (and `refuse`). A problem is a
 * ContentError in French naming the file, the line and the field, one line each:
 * `content/home/faq.yaml:22: le champ « items » doit contenir exactement 6 questions…`.
 * Runs in Node and in the editor's browser code alike.
 */
export function checkYaml<T extends z.ZodType>(file: string, text: string, check: YamlCheck<T>): CheckedYaml<z.output<T>> {
  const { data, problems, lineOf, textLineOf } = examineYaml(file, text, check);
  if (problems.length > 0) throw new ContentError(problems.join("\n"));
  return { data: data as z.output<T>, lineOf, textLineOf };
}

/** The same, the problems returned: a build names every field at fault in one go, not the first. */
export function examineYaml<T extends z.ZodType>(file: string, text: string, check: YamlCheck<T>): ExaminedYaml<z.output<T>> {
  const lineCounter = new LineCounter();
  // logLevel "error": what the schema refuses below is not also warned of by the yaml package.
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, logLevel: "error" });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + check.firstLine - 1;
  const hintAt = (line: number | undefined) => (line === undefined ? "" : quoteHint(text.split("\n")[line - check.firstLine]));
  const at = (line: number | undefined) => `${file}${line === undefined ? "" : `:${line}`}`;
  if (document.errors.length > 0) {
    // Past a syntax error the rest of the text cannot be told apart: its first is the one said.
    const line = lineAt(document.errors[0]!.pos[0]);
    const problems = [`${at(line)}: ${yamlProblem(document.errors[0]!)}${hintAt(line)}`];
    return { data: undefined, written: undefined, problems, refusedFields: new Set<PropertyKey>(), lineOf: () => undefined, textLineOf: () => undefined };
  }
  const lineOf = (path: readonly PropertyKey[]) => nodeLine(document, path, lineAt);
  const { filled, unknown } = fillFields(document.toJS() ?? {}, check.values, file, lineOf);
  const result = check.schema.safeParse(filled, { error: frenchDefaults });
  const refusals = result.success ? [] : schemaRefusals(result.error.issues, filled, check.schema);
  const refusedFields = new Set([...unknown, ...refusals].map(({ path }) => path[0]));
  const problems = [...unknown.map(({ message }) => message), ...refusals.map(({ path, message }) => `${at(lineOf(path))}: ${message}${hintAt(lineOf(path))}`)];
  const refusal = ruleRefusal(check.refuse, result.success ? result.data : filled, result.success);
  if (refusal && !refusedFields.has(refusal.path[0])) {
    problems.push(`${at(lineOf(refusal.path))}: ${refusal.message}`);
    refusedFields.add(refusal.path[0]);
  }
  const textLineOf = (path: readonly PropertyKey[]) => {
    const node = document.getIn(path as unknown[], true);
    const block = isScalar(node) && (node.type === "BLOCK_LITERAL" || node.type === "BLOCK_FOLDED");
    const line = lineOf(path);
    return line === undefined ? undefined : line + (block ? 1 : 0);
  };
  const written = filled !== null && typeof filled === "object" && !Array.isArray(filled) ? (filled as Record<string, unknown>) : undefined;
  return { data: problems.length === 0 ? result.data : undefined, written, problems, refusedFields, lineOf, textLineOf };
}

/**
 * The fields with their `{{name}}`s filled (fill-values.ts), and every unknown name of the file, each
 * with its field: a field that names one is refused, and the others are still checked.
 */
function fillFields(data: unknown, values: ReadonlyMap<string, string>, file: string, lineOf: (path: readonly PropertyKey[]) => number | undefined) {
  const unknown: FieldRefusal[] = [];
  const filled = fill(data, [], (value, path) => {
    try {
      return fillValues(value, values, { file, line: lineOf(path), field: fieldName(path) });
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      unknown.push({ path, message: error.message });
      return value;
    }
  });
  return { filled, unknown };
}

/**
 * Each field the schema refused, once: the first of its issues. A misspelt field is also a missing
 * one: naming the misspelling says both, so the missing field it stands for is not named again.
 */
function schemaRefusals(issues: readonly z.core.$ZodIssue[], filled: unknown, schema: z.ZodType): FieldRefusal[] {
  const described = issues.map((issue) => describeIssue(issue, filled, schema));
  const meant = new Set(described.flatMap((refusal) => (refusal.meant ?? []).map(fieldName)));
  const refusals: FieldRefusal[] = [];
  for (const { path, message } of described) {
    const field = fieldName(path);
    if ((meant.has(field) && valueAt(filled, path) === undefined) || refusals.some((refusal) => fieldName(refusal.path) === field)) continue;
    refusals.push({ path, message });
  }
  return refusals;
}

/**
 * The rule's refusal. On data the schema refused, the rule still reads what it can (an article's
 * category beside its wrong date); a rule that fails on data it was not made for says nothing,
 * and the schema's messages stand.
 */
function ruleRefusal<Data>(refuse: ((data: Data) => FieldRefusal | undefined) | undefined, data: unknown, checked: boolean): FieldRefusal | undefined {
  if (!refuse) return undefined;
  if (checked) return refuse(data as Data);
  try {
    return refuse(data as Data);
  } catch {
    return undefined;
  }
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
