import { isMap, isScalar, isSeq, parseDocument, Scalar, stringify, type Document, type YAMLMap, type YAMLSeq } from "yaml";
import { isEmpty, isRecord, itemSources, same } from "./yaml-items.ts";

/** How the CMS writes YAML: no folding, each text on one line or in a block, as the files are written. */
export const YAML_WRITE = { lineWidth: 0, minContentWidth: 0, aliasDuplicateObjects: false } as const;

/** A part of the source written over: [from, to) by `text`. */
interface Edit {
  from: number;
  to: number;
  text: string;
}

/**
 * `source` with its data changed to `data`, and nothing else: the fields that did not change keep
 * their comments, quotes, order and line breaks. An unchanged `data` gives back `source` itself,
 * byte for byte. A field left empty in the editor ("", null) is removed rather than written empty.
 * Where texts and numbers of one line changed, and items of block lists were added, moved, copied
 * or removed, each change is written over the source's own text and every other byte stays: an
 * item copied (a page's section duplicated) is its original's lines, as a developer would copy
 * them, with the copy's changes. Otherwise yaml's Document API edits the parsed file in place and
 * writes it whole, its comments one space after their value where a developer had lined them up.
 */
export function editYaml(source: string, data: unknown): string {
  const bom = source.startsWith("\uFEFF") ? "\uFEFF" : "";
  const text = source.slice(bom.length);
  const document = parseDocument(text);
  const before: unknown = document.toJS();
  if (same(before, data)) return source;
  const edits = textEdits(text, document.contents, before, data);
  const edited = edits && spliced(text, edits);
  if (edited !== undefined && readsAs(edited, data)) return `${bom}${edited}`;
  apply(document, [], before, data);
  return document.toString(YAML_WRITE);
}

/** Read back, the text must hold the data: else the Document API writes the file. */
function readsAs(text: string, data: unknown): boolean {
  const document = parseDocument(text);
  return document.errors.length === 0 && same(document.toJS(), data);
}

function spliced(text: string, edits: readonly Edit[], offset = 0): string {
  let result = text;
  for (const { from, to, text: written } of [...edits].sort((a, b) => b.from - a.from)) result = result.slice(0, from - offset) + written + result.slice(to - offset);
  return result;
}

/** The edits of the source that change `node` from `before` to `after`; undefined where text alone cannot (a field added or removed). */
function textEdits(text: string, node: unknown, before: unknown, after: unknown): Edit[] | undefined {
  if (same(before, after)) return [];
  if (isRecord(before) && isRecord(after) && isMap(node)) return mapEdits(text, node, before, after);
  if (Array.isArray(before) && Array.isArray(after) && isSeq(node)) return sameItemsEdits(text, node, before, after) ?? listEdits(text, node, before, after);
  if (isScalar(node) && after !== null && typeof after !== "object") {
    const edit = scalarEdit(node, after);
    return edit && [edit];
  }
  return undefined;
}

function mapEdits(text: string, node: YAMLMap, before: Record<string, unknown>, after: Record<string, unknown>): Edit[] | undefined {
  const edits: Edit[] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (isEmpty(after[key]) && !isEmpty(before[key])) return undefined;
    const inner = textEdits(text, node.get(key, true), before[key], after[key]);
    if (!inner) return undefined;
    edits.push(...inner);
  }
  return edits;
}

/** As many items as before, each edited at its place (a flow list's too). */
function sameItemsEdits(text: string, node: YAMLSeq, before: readonly unknown[], after: readonly unknown[]): Edit[] | undefined {
  if (before.length !== after.length) return undefined;
  const edits = after.map((item, index) => textEdits(text, node.items[index], before[index], item));
  return edits.every((inner) => inner !== undefined) ? edits.flat() : undefined;
}

/**
 * A block list whose items were added, moved, copied or removed: its lines written again, each
 * item from the lines of the item it was (itemSources), with its own edits, or written afresh.
 */
function listEdits(text: string, node: YAMLSeq, before: readonly unknown[], after: readonly unknown[]): Edit[] | undefined {
  const spans = itemSpans(text, node);
  if (!spans) return undefined;
  const indent = /^ */.exec(text.slice(spans[0]!.from))![0];
  const sources = itemSources(before, after);
  const lines = after.map((item, at) => {
    for (const source of sources[at]!) {
      const span = spans[source]!;
      const inner = textEdits(text, node.items[source], before[source], item);
      if (inner) return spliced(text.slice(span.from, span.to), inner, span.from);
    }
    return stringify([withoutEmpty(item)], YAML_WRITE).replace(/^(?=.)/gm, indent);
  });
  return [{ from: spans[0]!.from, to: spans.at(-1)!.to, text: lines.join("") }];
}

/**
 * Each item's whole lines in a block list: from the line after the item before (the comments
 * above it go with it), its `- ` included, to the end of its last line. Undefined for a flow list,
 * an empty one, or an item not on lines of its own.
 */
function itemSpans(text: string, node: YAMLSeq): { from: number; to: number }[] | undefined {
  if (node.flow || node.items.length === 0) return undefined;
  const spans: { from: number; to: number }[] = [];
  for (const item of node.items) {
    const range = (item as { range?: [number, number, number] }).range;
    if (!range || text[range[2] - 1] !== "\n") return undefined;
    const from = spans.at(-1)?.to ?? text.lastIndexOf("\n", range[0] - 1) + 1;
    if (!/(^|\n) *- +$/.test(text.slice(from, range[0]))) return undefined;
    spans.push({ from, to: range[2] });
  }
  return spans;
}

/** A text or number of one line written over its old value, quoted as it was; undefined if it cannot be (a block of several lines, a value that would need other quotes). */
function scalarEdit(node: Scalar, value: unknown): Edit | undefined {
  const [from, to] = node.range ?? [];
  if (from === undefined || to === undefined || !["PLAIN", "QUOTE_DOUBLE", "QUOTE_SINGLE"].includes(node.type ?? "")) return undefined;
  const alone = parseDocument("");
  const scalar = new Scalar(value);
  scalar.type = node.type;
  alone.contents = scalar as never;
  const written = alone.toString(YAML_WRITE).trimEnd();
  // Read back, it must be the same value on one line.
  if (written.includes("\n") || parseDocument(written).toJS() !== value) return undefined;
  return { from, to, text: written };
}

/** A new item's data without the fields left empty, which the file does not hold. */
function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (!isRecord(value)) return value;
  return Object.fromEntries(Object.entries(value).flatMap(([key, item]) => (isEmpty(item) ? [] : [[key, withoutEmpty(item)]])));
}

/** Changes `document` to `after` through the Document API, which keeps what it can of the nodes left as they were. */
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
  if (isScalar(node) && after !== null && typeof after !== "object") node.value = after;
  else if (path.length === 0) document.contents = document.createNode(after);
  else document.setIn(path, document.createNode(after));
}
