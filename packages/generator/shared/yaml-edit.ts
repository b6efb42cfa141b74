import { isScalar, parseDocument, type Document } from "yaml";

/** How the CMS writes YAML: no folding, each text on one line or in a block, as the files are written. */
export const YAML_WRITE = { lineWidth: 0, minContentWidth: 0, aliasDuplicateObjects: false } as const;

/**
 * `source` with its data changed to `data`, and nothing else: the fields that did not change keep
 * their comments, quotes, order and line breaks (yaml's Document API edits the parsed file in
 * place). An unchanged `data` gives back `source` itself, byte for byte. A field left empty in the
 * editor ("", null) is removed rather than written empty.
 */
export function editYaml(source: string, data: unknown): string {
  const document = parseDocument(source.replace(/^\uFEFF/, ""));
  const before: unknown = document.toJS();
  if (same(before, data)) return source;
  apply(document, [], before, data);
  return document.toString(YAML_WRITE);
}

function apply(document: Document, path: (string | number)[], before: unknown, after: unknown): void {
  if (same(before, after)) return;
  if (isRecord(before) && isRecord(after)) {
    for (const key of Object.keys(before)) if (isEmpty(after[key])) document.deleteIn([...path, key]);
    for (const [key, value] of Object.entries(after)) if (!isEmpty(value)) apply(document, [...path, key], before[key], value);
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    after.forEach((item, index) => apply(document, [...path, index], before[index], item));
    return;
  }
  // A text or number changed in place keeps its quotes and its comment.
  const node = path.length > 0 ? document.getIn(path, true) : undefined;
  if (isScalar(node) && after !== null && typeof after !== "object") {
    node.value = after;
    return;
  }
  if (path.length === 0) document.contents = document.createNode(after);
  else document.setIn(path, document.createNode(after));
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
