import { textOfCss } from "./page-text.ts";
import { codeTextsOf, NON_ASCII, readEntry } from "./site-texts.ts";

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

/** Inserted by a site's French typography and the like: no-break spaces, apostrophe, guillemets. */
const TYPOGRAPHY = ["\u00a0", "\u202f", "’", "«", "»"];
/** Controls, lone surrogates (half an escaped pair), the byte order mark. */
const NEVER_DRAWN = /^(?:[\x00-\x1f\x7f-\x9f\ufeff]|[\ud800-\udfff])$/u;

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
