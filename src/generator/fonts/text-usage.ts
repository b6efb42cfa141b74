import type { Site } from "../bundle-server.ts";
import type { RenderOptions, SiteRoute } from "../site-definition.ts";
import { textOfCss, textOfPage } from "./page-text.ts";

/**
 * How often each character appears in what the site shows: every page rendered once for its text
 * (before the real render, whose pages must already name the subset fonts' stylesheet), plus the
 * stylesheet's `content:` strings. A page that throws is skipped: the real render names it.
 */
export async function textUsage(
  site: Site,
  routes: { route: SiteRoute; indexable: boolean }[],
  optionsFor: (route: SiteRoute, indexable: boolean) => RenderOptions,
  css: string,
): Promise<Map<string, number>> {
  const usage = new Map<string, number>();
  const count = (text: string) => {
    // Runs of white space are drawn as one space; no-break spaces are characters of their own.
    for (const character of text.replace(/[ \t\n\r\f]+/g, " ")) usage.set(character, (usage.get(character) ?? 0) + 1);
  };
  count(textOfCss(css));
  for (const { route, indexable } of routes) {
    const page = await site.definition.renderPage(route, optionsFor(route, indexable)).catch(() => undefined);
    if (page) count(textOfPage(page.html));
  }
  return usage;
}
