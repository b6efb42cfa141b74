import type { Site } from "../bundle-server.ts";
import type { RenderOptions, SiteRoute } from "../site-definition.ts";
import { textOfCss, textOfPage } from "./page-text.ts";

/**
 * The text the site shows and how often each character appears in it: every page rendered once for its text
 * (before the real render, whose pages must already name the subset fonts' stylesheet), plus the
 * stylesheet's `content:` strings. A page that throws is skipped: the real render names it.
 */
export async function textUsage(
  site: Site,
  routes: { route: SiteRoute; indexable: boolean }[],
  optionsFor: (route: SiteRoute, indexable: boolean) => RenderOptions,
  css: string,
): Promise<TextUsage> {
  const usage = new Map<string, number>();
  const samples: string[] = [];
  // An equal share of the sample from each page, from its middle: its beginning, the header, is
  // the same on every page.
  const share = Math.ceil(SAMPLE / (routes.length + 1));
  const count = (text: string) => {
    // Runs of white space are drawn as one space; no-break spaces are characters of their own.
    const collapsed = text.replace(/[ \t\n\r\f]+/g, " ").trim();
    for (const character of new Set(collapsed)) usage.set(character, (usage.get(character) ?? 0) + 1);
    const middle = Math.max(0, Math.floor((collapsed.length - share) / 2));
    // Copied, not sliced: V8 keeps a slice's whole page alive, a thousand pages' worth by the end.
    samples.push(Array.from(collapsed.slice(middle, middle + share)).join(""));
  };
  count(textOfCss(css));
  for (const { route, indexable } of routes) {
    const page = await site.definition.renderPage(route, optionsFor(route, indexable)).catch(() => undefined);
    if (page) count(textOfPage(page.html));
  }
  // text-transform draws characters the HTML does not hold: "Signaux" shown as "SIGNAUX" needs an X.
  for (const [transform, change] of [
    ["uppercase|capitalize", (character: string) => character.toUpperCase()],
    ["lowercase", (character: string) => character.toLowerCase()],
  ] as const) {
    if (!new RegExp(`text-transform\\s*:\\s*(${transform})`, "i").test(css)) continue;
    for (const [character, times] of [...usage]) {
      for (const changed of change(character)) usage.set(changed, (usage.get(changed) ?? 0) + times);
    }
  }
  return { usage, text: samples.join(" ") };
}

/** Enough of the site's text to measure fonts on (all of a small site's); more only costs time and memory. */
const SAMPLE = 200_000;

export interface TextUsage {
  /** Each character the pages show, and on how many pages. */
  usage: Map<string, number>;
  /** The pages' text, white space collapsed: the fallbacks are matched to its width. */
  text: string;
}
