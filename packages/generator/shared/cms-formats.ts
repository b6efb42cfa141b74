import { parse, stringify } from "yaml";
import { editYaml, YAML_WRITE } from "./yaml-edit.ts";
import { isEmpty } from "./yaml-items.ts";

/**
 * How the CMS reads and writes the content files (registered with Decap CMS as custom formats), so
 * that the build's YAML library does both: what the CMS reads is what the build reads. A file the
 * CMS loaded is written as an edit of its own text (yaml-edit.ts: comments, quotes and order kept);
 * a new one in the order its schema declares.
 */
export const YAML_FORMAT = "site-yaml";
export const FRONT_MATTER_FORMAT = "site-front-matter";

/** Decap CMS's formatter interface: `sortedKeys` are the fields in the order of the config, the schema's. */
export interface Formatter {
  fromFile(text: string): Record<string, unknown>;
  toFile(data: Record<string, unknown>, sortedKeys?: readonly string[]): string;
}

/** The text the file had when the CMS loaded the entry whose data is being written, if it had one. */
export type LoadedText = (data: Record<string, unknown>) => string | undefined;

// The build's own split (packages/generator/src/content/front-matter.ts): the front matter, then the body as it is.
const FRONT_MATTER = /^(\uFEFF?---[ \t]*\r?\n)([\s\S]*?\r?\n?)(---[ \t]*(?:\r?\n|$))([\s\S]*)$/;

/** A YAML content file (the CMS edits those there are: never a new one). */
export function yamlFormatter(loaded: LoadedText): Formatter {
  return {
    fromFile: (text) => (parse(text.replace(/^\uFEFF/, ""), { uniqueKeys: true }) ?? {}) as Record<string, unknown>,
    toFile(data) {
      const source = loaded(data);
      return source === undefined ? stringify(ordered(data, []), YAML_WRITE) : editYaml(source, data);
    },
  };
}

/** A Markdown file with front matter: its fields, and its Markdown as the `body` field. */
export function frontMatterFormatter(loaded: LoadedText): Formatter {
  return {
    fromFile(text) {
      const match = FRONT_MATTER.exec(text);
      if (!match) return { body: text };
      return { ...((parse(match[2]!) ?? {}) as Record<string, unknown>), body: match[4]! };
    },
    toFile(data, sortedKeys = []) {
      const { body, ...fields } = data;
      const text = typeof body === "string" ? body : "";
      const match = FRONT_MATTER.exec(loaded(data) ?? "");
      if (match) return `${match[1]}${editYaml(match[2]!, fields)}${match[3]}${text}`;
      return `---\n${stringify(ordered(fields, sortedKeys), YAML_WRITE)}---\n${text}`;
    },
  };
}

/** The fields in `order` (those it does not name after, as they come), without empty values. */
function ordered(fields: Record<string, unknown>, order: readonly string[]): Record<string, unknown> {
  const rank = new Map(order.map((name, index) => [name, index]));
  const entries = Object.entries(fields).filter(([, item]) => !isEmpty(item));
  entries.sort(([a], [b]) => (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity));
  return Object.fromEntries(entries);
}
