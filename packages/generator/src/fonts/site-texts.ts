import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { tokenizer, tokTypes, type Token } from "acorn";
import { eachString } from "../content/entry-strings.ts";
import { textOfPage } from "./page-text.ts";

// What the fonts' characters and samples are read from (site-characters.ts): the site's code, as
// its server bundle holds it, and each entry of the collections, each read once per bundle or
// entry and kept for `site serve`'s next rebuild.

/** What the site's code gives: the characters it holds, its text that is seen, its prose, figures and headings. */
export interface CodeTexts {
  drawn: string;
  seen: string;
  prose: string;
  figures: string;
  headings: string;
}

/**
 * The texts of the server bundle at `moduleUrl`, kept for the last one read: its name is its
 * content's hash, and `site serve`'s rebuilds after a content edit reuse it (tokenizing it took a
 * tenth of such a rebuild).
 */
let lastCode: { moduleUrl: string; texts: CodeTexts } | undefined;
export async function codeTextsOf(moduleUrl: string): Promise<CodeTexts> {
  if (lastCode?.moduleUrl === moduleUrl) return lastCode.texts;
  const code = (await readFile(fileURLToPath(moduleUrl), "utf8")).replace(/\/\/# sourceMappingURL=[^\n]*/g, "");
  const source = decodeEscapes(code);
  const literals = stringsOfCode(code);
  const texts: CodeTexts = {
    drawn: [...new Set(source.match(NON_ASCII) ?? [])].join(""),
    seen: literals.filter((text) => /\p{L}/u.test(text) && !CODE.test(text)).join(" "),
    prose: literals.filter((text) => PROSE.test(text) && !CODE.test(text)).join(" "),
    // Figures a component shows alone, as JSX compiles them: children: "404".
    figures: [...source.matchAll(/children:\s*"([^"\\\n]*)"/g)].map((match) => match[1]!).filter((text) => FIGURES.test(text)).join(" "),
    headings: headingsOfCode(source),
  };
  lastCode = { moduleUrl, texts };
  return texts;
}

/** What one entry gives: the characters it holds, the printable ASCII it holds, and its text's and headings' windows with their lengths. */
export interface EntryTexts {
  drawn: string;
  seen: string;
  text: { text: string; length: number };
  heads: { text: string; length: number };
}

/**
 * Each entry's texts as read for a window's width, kept while the entry is: `site serve`'s
 * rebuilds reuse the entries an edit did not touch, and reading a thousand entries' text again
 * took a fifth of a rebuild. Only the windows are kept, not the text.
 */
const entryTexts = new WeakMap<object, { window: number; read: EntryTexts }>();
export function readEntry(entry: unknown, window: number): EntryTexts {
  const known = typeof entry === "object" && entry !== null ? entryTexts.get(entry) : undefined;
  if (known?.window === window) return known.read;
  const { text, heads } = textOfEntry(entry);
  const middleFrom = Math.max(0, Math.floor((text.length - window) / 2));
  const read: EntryTexts = {
    drawn: [...new Set(text.match(NON_ASCII) ?? [])].join(""),
    seen: [...new Set(text.match(/[\x20-\x7e]/g) ?? [])].join(""),
    heads: { text: heads.length <= window ? heads : Array.from(heads.slice(0, window)).join(""), length: heads.length },
    // Copied, not sliced: V8 keeps a slice's whole string alive.
    text: { text: text.length <= window ? text : Array.from(text.slice(middleFrom, middleFrom + window)).join(""), length: text.length },
  };
  if (typeof entry === "object" && entry !== null) entryTexts.set(entry, { window, read });
  return read;
}

/** A character outside ASCII: every one a text holds is drawn. */
export const NON_ASCII = /[^\x00-\x7f]/gu;
/** A string of the code that reads as text shown: words separated by spaces, no code punctuation. */
const PROSE = /\p{L}{2,}[ \u00a0\u202f]+\p{L}/u;
/** A digit and no letter. */
const FIGURES = /^\P{L}*\d\P{L}*$/u;
/**
 * A string of the code that reads as code, not text: markup, URLs, calls, identifiers, escapes,
 * and Markdown's syntax (`**gras**`, `[lien](…)`: the editor's hints about Markdown, which no page
 * draws; pages draw Markdown rendered, which the collections' texts give).
 */
const CODE = /=["'\w]|https?:\/\/|\w\.\w+\(|^[#.]|\w_\w|\\|\*\*\S|\]\(/;

/** esbuild writes non-ASCII characters as \xXX, \uXXXX or \u{…}; a pair of \u surrogates is one character. */
function decodeEscapes(source: string): string {
  const escape = /\\u\{([0-9a-fA-F]+)\}|\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})/g;
  // A run decoded at once: its code units make one string, where a surrogate pair is one character.
  return source.replace(/(?:\\u\{[0-9a-fA-F]+\}|\\u[0-9a-fA-F]{4}|\\x[0-9a-fA-F]{2})+/g, (run) =>
    String.fromCodePoint(...[...run.matchAll(escape)].map((match) => parseInt(match[1] ?? match[2] ?? match[3]!, 16))),
  );
}

/**
 * The code's string literals, and the pieces of its templates between their ${…}, their escapes
 * read. Read by a JavaScript tokenizer, not a pattern: a regular expression holding a quote or a
 * backtick (/[#`|]/) put a pattern out of step with the code's quotes, and the text of the
 * strings after it went unseen.
 */
function stringsOfCode(code: string): string[] {
  const strings: string[] = [];
  for (const token of tokenizer(code, { ecmaVersion: "latest", sourceType: "module" })) {
    // A string's or a template piece's value, escapes read: acorn sets it, its types leave it out.
    const { value } = token as Token & { value?: unknown };
    if (token.type === tokTypes.string || token.type === tokTypes.template) strings.push(String(value ?? ""));
  }
  return strings;
}

/** An entry's text as pages show it (its strings, HTML read as text), and the text of its titles and headings. */
function textOfEntry(entry: unknown): { text: string; heads: string } {
  const strings: string[] = [];
  const titles: string[] = [];
  eachString(
    entry,
    (string, key) => {
      strings.push(string);
      if (TITLE_KEY.test(key)) titles.push(string);
    },
    6,
  );
  const text = strings.map((string) => (/[<&]/.test(string) ? textOfPage(string) : string)).join(" ");
  const heads = [...titles.map((title) => (/[<&]/.test(title) ? textOfPage(title) : title)), ...strings.flatMap(headingsOfHtml)].join(" ");
  return { text, heads };
}

/** The keys content gives a heading's text under (front matter, the YAML content files' sections). */
const TITLE_KEY = /^(?:title|heading)$/i;

/**
 * The headings of the code: the strings given to a title or heading key (the YAML content files
 * and the code's data compile to `title: "…"`) and those JSX puts as an h1–h6's only child.
 */
export function headingsOfCode(source: string): string {
  const keyed = [...source.matchAll(/\b(?:title|heading)\s*:\s*"((?:[^"\\\n]|\\.)*)"/g)].map((match) => match[1]!);
  const elements = [...source.matchAll(/jsxs?\(\s*"h[1-6]"\s*,\s*\{[^{}]*?children:\s*"((?:[^"\\\n]|\\.)*)"/g)].map((match) => match[1]!);
  return [...keyed, ...elements].map((text) => text.replace(/\\(.)/g, "$1")).join(" ");
}

/** The text of an HTML string's h1–h6 elements (a collection entry's rendered Markdown). */
function headingsOfHtml(html: string): string[] {
  if (!html.includes("<h")) return [];
  return [...html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/gi)].map((match) => textOfPage(match[2]!));
}
