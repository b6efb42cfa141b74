import { parse, stringify } from "yaml";

/**
 * How the CMS reads and writes the content files (registered with Decap CMS as custom formats, so
 * that the build's YAML library does both, with the build's YAML version): the data it reads is
 * what the build reads, and what it writes reads back the same. Written YAML is not folded, keeps
 * each text on one line (or a block for a text of several lines), quotes only where YAML must
 * (`"{{productName}} …"`, `"12"`), and orders keys as the schema declares them. Comments are not
 * kept: what a comment said for editors is in the schemas' descriptions.
 */
export const YAML_FORMAT = "site-yaml";
export const FRONT_MATTER_FORMAT = "site-front-matter";

/** The order of an object's keys, and of the keys of the objects below each one (or of a list's items). */
export type KeyOrder = readonly (readonly [name: string, below: KeyOrder | undefined])[];

/** Decap CMS's formatter interface (`toFile` is given the top-level field names in the editor's order). */
export interface Formatter {
  fromFile(text: string): Record<string, unknown>;
  toFile(data: Record<string, unknown>, sortedKeys?: readonly string[]): string;
}

// The build's own split (src/generator/content/front-matter.ts): the front matter, then the body as it is.
const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

const WRITE = { lineWidth: 0, minContentWidth: 0, aliasDuplicateObjects: false } as const;

/**
 * A YAML content file. `orderOf` gives the nested key order of the file whose top-level fields
 * are `sortedKeys` (Decap CMS keeps entries in Immutable maps, which forget the order of more than
 * eight keys).
 */
export function yamlFormatter(orderOf: (sortedKeys: readonly string[]) => KeyOrder | undefined): Formatter {
  return {
    fromFile: (text) => (parse(text.replace(/^\uFEFF/, ""), { uniqueKeys: true }) ?? {}) as Record<string, unknown>,
    toFile(data, sortedKeys = []) {
      const order = orderOf(sortedKeys) ?? sortedKeys.map((name) => [name, undefined] as const);
      return stringify(ordered(data, order), WRITE);
    },
  };
}

/** A Markdown file with front matter: its fields, and its Markdown as the `body` field. */
export function frontMatterFormatter(): Formatter {
  return {
    fromFile(text) {
      const match = FRONT_MATTER.exec(text);
      if (!match) return { body: text };
      const data = (parse(match[1]!) ?? {}) as Record<string, unknown>;
      return { ...data, body: match[2]! };
    },
    toFile(data, sortedKeys = []) {
      const { body, ...fields } = data;
      const front = stringify(ordered(fields, sortedKeys.map((name) => [name, undefined] as const)), WRITE);
      return `---\n${front}---\n${typeof body === "string" ? body : ""}`;
    },
  };
}

/**
 * `value` with its keys in `order` (those it does not name after, as they come), and without
 * empty values: a cleared optional field is left out rather than written `""`.
 */
function ordered(value: unknown, order: KeyOrder | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => ordered(item, order));
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== "" && item !== null && item !== undefined);
  const rank = new Map((order ?? []).map(([name], index) => [name, index]));
  const below = new Map(order ?? []);
  entries.sort(([a], [b]) => (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity));
  return Object.fromEntries(entries.map(([name, item]) => [name, ordered(item, below.get(name))]));
}
