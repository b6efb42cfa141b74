import { isScalar, parseDocument, Scalar, type Document } from "yaml";

/** How the CMS writes YAML: no folding, each text on one line or in a block, as the files are written. */
export const YAML_WRITE = { lineWidth: 0, minContentWidth: 0, aliasDuplicateObjects: false } as const;

/**
 * `source` with its data changed to `data`, and nothing else: the fields that did not change keep
 * their comments, quotes, order and line breaks (yaml's Document API edits the parsed file in
 * place). An unchanged `data` gives back `source` itself, byte for byte. A field left empty in the
 * editor ("", null) is removed rather than written empty. Where only texts and numbers of one
 * line changed, each is written over its old value in the source, and every other byte stays:
 * yaml's `toString` would write the whole file again, its comments one space after their value
 * where a developer had lined them up.
 */
export function editYaml(source: string, data: unknown): string {
  const text = source.replace(/^\uFEFF/, "");
  const document = parseDocument(text);
  const before: unknown = document.toJS();
  if (same(before, data)) return source;
  const scalars: Scalar[] = [];
  const structural = apply(document, [], before, data, scalars);
  if (!structural) {
    const spliced = spliceScalars(text, scalars);
    if (spliced !== undefined) return source.startsWith("\uFEFF") ? `\uFEFF${spliced}` : spliced;
  }
  return document.toString(YAML_WRITE);
}

/**
 * The source with each changed scalar written in its place, quoted as it was; undefined if one
 * cannot be (a block of several lines, a value that would need other quotes).
 */
function spliceScalars(text: string, scalars: readonly Scalar[]): string | undefined {
  const edits: { from: number; to: number; written: string }[] = [];
  for (const scalar of scalars) {
    const [from, to] = scalar.range ?? [];
    if (from === undefined || to === undefined || !["PLAIN", "QUOTE_DOUBLE", "QUOTE_SINGLE"].includes(scalar.type ?? "")) return undefined;
    const alone = parseDocument("");
    alone.contents = new Scalar(scalar.value) as never;
    (alone.contents as unknown as Scalar).type = scalar.type;
    const written = alone.toString(YAML_WRITE).trimEnd();
    // Read back, it must be the same value on one line: else the whole file is written again.
    if (written.includes("\n") || parseDocument(written).toJS() !== scalar.value) return undefined;
    edits.push({ from, to, written });
  }
  let result = text;
  for (const { from, to, written } of edits.sort((a, b) => b.from - a.from)) result = result.slice(0, from) + written + result.slice(to);
  return result;
}

/** Changes `document` to `after`; true when something other than a scalar changed in place (`scalars` gathers those). */
function apply(document: Document, path: (string | number)[], before: unknown, after: unknown, scalars: Scalar[]): boolean {
  if (same(before, after)) return false;
  if (isRecord(before) && isRecord(after)) {
    let structural = false;
    for (const key of Object.keys(before)) {
      if (isEmpty(after[key])) {
        document.deleteIn([...path, key]);
        structural = true;
      }
    }
    for (const [key, value] of Object.entries(after)) if (!isEmpty(value)) structural = apply(document, [...path, key], before[key], value, scalars) || structural;
    return structural;
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return after.map((item, index) => apply(document, [...path, index], before[index], item, scalars)).some(Boolean);
  }
  // A text or number changed in place keeps its quotes and its comment.
  const node = path.length > 0 ? document.getIn(path, true) : undefined;
  if (isScalar(node) && after !== null && typeof after !== "object") {
    node.value = after;
    scalars.push(node);
    return false;
  }
  if (path.length === 0) document.contents = document.createNode(after);
  else document.setIn(path, document.createNode(after));
  return true;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

export function isEmpty(value: unknown): boolean {
  return value === "" || value === null || value === undefined;
}

/** Equal data, whatever the order of keys; empty fields count as absent. */
function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => same(item, b[index]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => (isEmpty(a[key]) && isEmpty(b[key])) || same(a[key], b[key]));
  }
  return a === b;
}
