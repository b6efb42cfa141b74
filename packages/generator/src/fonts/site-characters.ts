import { readFile } from "node:fs/promises";
import { tokenizer, tokTypes, type Token } from "acorn";
import { fileURLToPath } from "node:url";
import { eachString } from "../content/entry-strings.ts";
import { textOfCss, textOfPage } from "./page-text.ts";

export interface SiteCharacters {
  /** Every character a page may draw, in code point order. */
  characters: string;
  /**
   * The printable ASCII of `characters` that no text of the site was seen to hold: the font step
   * cuts it into files of their own, which only a page that draws one downloads.
   */
  rare: string;
  /** The figures components show alone ("404", "98 %"), usually large: the fallbacks' figures are matched to them. */
  figures: string;
  /** A sample of the site's prose, white space collapsed: the fallback faces are matched to its width. */
  sample: string;
  /** A sample of its titles and headings, the same way: the fallbacks of the headings' family are matched to it. */
  headings: string;
}

/**
 * The characters the pages may show, known before any page is rendered: a superset of those they
 * do show. Pages draw text from three places only, the site's code (its server bundle, where
 * esbuild escapes every non-ASCII character), the collections' entries (front matter and rendered
 * Markdown) and the stylesheet's `content:` strings; to these come the printable ASCII range (a
 * slug, a number, a date can print any of it), the capitals text-transform draws, and what the
 * French typography inserts. Rendering every page once more just to read its text costs time,
 * and the pages must name the stylesheet, which names the fonts, before they are rendered. A
 * superset is right because a character missing from a font shows in the next one of the stack (a
 * glyph of another shape: wrong), while one too many only costs bytes: enough of them to put a
 * page's fonts over the budget ("=" alone pulls in Inter's arrows and comparison signs; figures in
 * docs/performance.md). So the printable ASCII no text of the site was seen to hold (`rare`) goes
 * into a file of its own per family, which only a page that draws one downloads.
 */
export async function siteCharacters(moduleUrl: string, collections: Readonly<Record<string, readonly unknown[]>>, css: string): Promise<SiteCharacters> {
  const found = new Set<string>(TYPOGRAPHY);
  for (let code = 0x20; code <= 0x7e; code++) found.add(String.fromCharCode(code));
  const add = (text: string) => {
    for (const character of text.match(NON_ASCII) ?? []) found.add(character);
  };
  const code = await codeTextsOf(moduleUrl);
  add(code.drawn);
  add(textOfCss(css));
  // Seen: in the collections' text, the stylesheet's content strings, or a string of the code that
  // has a letter and does not read as code (JSX text, props, data). Only printable ASCII can be
  // rare: every other character the superset holds comes from those texts.
  const unseen = new Set<string>();
  for (let point = 0x20; point <= 0x7e; point++) unseen.add(String.fromCharCode(point));
  const see = (text: string) => {
    for (const character of unseen) if (text.includes(character) || text.includes(character.toLowerCase())) unseen.delete(character);
  };
  see(code.seen);
  see(textOfCss(css));
  // Each entry's text is read once and dropped, but for a window around its middle, wide enough for
  // its share of the sample: holding a thousand articles' text had added to the build's peak memory.
  const counts = Object.values(collections).reduce((sum, entries) => sum + entries.length, 1);
  const window = Math.ceil((SAMPLE / counts) * 8);
  const texts: { text: string; length: number }[] = [{ text: code.prose, length: code.prose.length }];
  const headings: { text: string; length: number }[] = [{ text: code.headings, length: code.headings.length }];
  for (const entries of Object.values(collections)) {
    for (const entry of entries) {
      const read = readEntry(entry, window);
      add(read.drawn);
      see(read.seen);
      headings.push(read.heads);
      texts.push(read.text);
    }
  }
  addTransformed(found, css);
  const characters = [...found].filter((character) => !NEVER_DRAWN.test(character)).sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!);
  const rare = characters.filter((character) => unseen.has(character));
  return { characters: characters.join(""), rare: rare.join(""), figures: code.figures, sample: sampleOf(texts, SAMPLE), headings: sampleOf(headings, HEADINGS_SAMPLE) };
}

/** What the site's code gives: the characters it holds, its text that is seen, its prose, figures and headings. */
interface CodeTexts {
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
async function codeTextsOf(moduleUrl: string): Promise<CodeTexts> {
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
interface EntryTexts {
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
function readEntry(entry: unknown, window: number): EntryTexts {
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

const NON_ASCII = /[^\x00-\x7f]/gu;
/** Inserted by a site's French typography and the like: no-break spaces, apostrophe, guillemets. */
const TYPOGRAPHY = ["\u00a0", "\u202f", "’", "«", "»"];
/** Controls, lone surrogates (half an escaped pair), the byte order mark. */
const NEVER_DRAWN = /^(?:[\x00-\x1f\x7f-\x9f\ufeff]|[\ud800-\udfff])$/u;
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

/** text-transform draws characters the text does not hold: "Signaux" shown as "SIGNAUX". */
function addTransformed(found: Set<string>, css: string): void {
  const transforms = [
    [/text-transform\s*:\s*(uppercase|capitalize)/i, (character: string) => character.toUpperCase()],
    [/text-transform\s*:\s*lowercase/i, (character: string) => character.toLowerCase()],
  ] as const;
  for (const [used, change] of transforms) {
    if (!used.test(css)) continue;
    for (const character of [...found]) for (const changed of change(character)) found.add(changed);
  }
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

/** Enough of the site's text to measure fonts on (all of a small site's); more only costs time and memory. */
const SAMPLE = 50_000;
/** The same for its headings: a title is a few words, and a large site's titles say as much at a fifth of the sample. */
const HEADINGS_SAMPLE = 10_000;

/**
 * All of a small site's text; on a large one an equal share of the sample from each text (a short
 * one's unused share going to the others), from its middle, copied rather than sliced: V8 keeps a
 * slice's whole string alive.
 */
function sampleOf(texts: { text: string; length: number }[], size: number): string {
  const shares = new Map<number, number>();
  let left = size;
  const bySize = texts.map(({ length }, index) => ({ index, length })).sort((a, b) => a.length - b.length);
  for (const [rank, { index, length }] of bySize.entries()) {
    const share = Math.min(length, Math.floor(left / (bySize.length - rank)));
    shares.set(index, share);
    left -= share;
  }
  return texts
    .map(({ text }, index) => {
      // At most what was kept of the text; collapsed around its middle only.
      const share = Math.min(shares.get(index)!, text.length);
      const middle = Math.floor(text.length / 2);
      const window = share * 3 >= text.length ? text : text.slice(middle - share * 1.5, middle + share * 1.5);
      const collapsed = window.replace(/[ \t\n\r\f]+/g, " ").trim();
      const from = Math.max(0, Math.floor((collapsed.length - share) / 2));
      return Array.from(collapsed.slice(from, from + share)).join("");
    })
    .join(" ");
}
