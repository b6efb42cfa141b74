import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import search from "../../content/site/search.yaml";
import { ENGINES, useBuild, useEngine, viewportsOf, type EnginePage } from "../helpers/engine-site.ts";
import { readPage } from "../helpers/read-dist.ts";

// Issue 50: the header's search finds the pages of the site in French, accents and plurals
// included, and asks for nothing of the index before the visitor opens it.

const site = useBuild();

/** Each searchable page's address and the words of its main text (what the index holds), lower case. */
function searchablePages(): { path: string; words: Set<string> }[] {
  const dir = site().dir;
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith("index.html"));
  return files.flatMap((file) => {
    const body = readPage(dir, file).querySelector("[data-pagefind-body]");
    if (!body) return [];
    const words = new Set(textOf(body).toLowerCase().split(/[^\p{L}]+/u));
    return [{ path: `/${file.replace(/index\.html$/, "")}`, words }];
  });
}

/**
 * A node's text as the index holds it: its elements' apart (a heading's last word and the next
 * paragraph's first are two words), without the parts the site leaves out (data-pagefind-ignore).
 */
const textOf = (node: Node): string => {
  if (node.nodeType === node.TEXT_NODE) return node.textContent ?? "";
  if ((node as Element).hasAttribute?.("data-pagefind-ignore")) return "";
  return [...node.childNodes].map(textOf).join(" ");
};

/** The pages holding any of `forms`, by address. */
const holding = (forms: string[]) => searchablePages().filter(({ words }) => forms.some((form) => words.has(form))).map(({ path }) => path);

/** Opens the search from the header, types `term`, and waits for the count the live region says. */
async function searchFor(page: EnginePage, term: string): Promise<{ status: string; links: string[] }> {
  await comeToSearch(page);
  await page.click("a[data-search]");
  await page.waitForSelector("dialog.search-dialog[open]");
  await page.waitFor(() => document.activeElement?.id === "search-dialog-field", undefined, { what: "the field focused" });
  await page.evaluate((value) => {
    const field = document.querySelector<HTMLInputElement>("#search-dialog-field")!;
    field.value = value;
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }, term);
  await page.waitFor((value) => document.querySelector('.search-dialog [role="status"]')?.textContent?.includes(value) ?? false, term, { what: `the count for « ${term} »`, timeout: 30_000 });
  return page.evaluate(() => ({
    status: document.querySelector('.search-dialog [role="status"]')!.textContent!,
    links: [...document.querySelectorAll<HTMLAnchorElement>(".search-dialog__results a")].map((link) => link.pathname),
  }));
}

/**
 * Comes to the header's search once the page's behaviours are started (the menu's says so): its
 * script, asked for then, marks the link as a dialog's opener. Before that, the link is the plain
 * link to the blog that a page without JavaScript has.
 */
async function comeToSearch(page: EnginePage): Promise<void> {
  await page.waitForSelector('[data-menu="ready"]', { state: "attached" });
  await page.focus("a[data-search]");
  await page.waitFor(() => document.querySelector("a[data-search][aria-haspopup=dialog]") !== null, undefined, { what: "the search's script set up" });
}

/** The live region's words for `count` results, as content/site/search.yaml says them. */
const countText = (count: number, term: string) =>
  (count === 1 ? search.one : search.many).replace("{nombre}", count.toLocaleString("fr-FR")).replace("{terme}", term);

describe.each(ENGINES)("The search, in $name", (engine) => {
  const browser = useEngine(engine, site);

  describe.each(viewportsOf(engine))("at $width px", (viewport) => {
    it("asks for nothing of the index before it is opened, then finds every page holding a plural of the word searched", async () => {
      const expected = holding(["entreprise", "entreprises"]);
      // A page holds only the plural: found only if the search knows French plurals.
      expect(searchablePages().some(({ words }) => words.has("entreprises") && !words.has("entreprise"))).toBe(true);
      const page = await browser.open({ viewport });
      await page.goto("/blog/");
      await comeToSearch(page);
      expect(page.requests.filter((request) => request.path.startsWith("/pagefind/"))).toEqual([]);

      const found = await searchFor(page, "entreprise");
      expect(found.status).toBe(countText(expected.length, "entreprise"));
      expect(found.links.length).toBeGreaterThan(0);
      for (const link of found.links) expect(expected).toContain(link);
      expect(page.requests.some((request) => request.path === "/pagefind/pagefind.js")).toBe(true);
      expect(page.messages).toEqual([]);
      await page.close();
    });
  });

  it("finds the accented word searched without its accent, and its results lead to the pages", async () => {
    const expected = holding(["bâtiment", "bâtiments"]);
    expect(expected.length).toBeGreaterThan(0);
    expect(holding(["batiment", "batiments"])).toEqual([]);
    const search = async (term: string) => {
      const page = await browser.open();
      await page.goto("/");
      return { page, found: await searchFor(page, term) };
    };
    const accented = await search("bâtiment");
    await accented.page.close();
    const { page, found } = await search("batiment");
    // As many pages with or without the accent (the same ones where all are shown: the accent may
    // change their order). Pagefind's French stemmer matches the stem as a prefix, so a word of the
    // same start is found too (a product named « Batiscope »): at least the pages holding the word,
    // at most those holding a word of its first letters.
    const count = Number(/^(\d+)/.exec(found.status)?.[1]);
    expect(found.status).toBe(countText(count, "batiment"));
    expect(accented.found.status).toBe(countText(count, "bâtiment"));
    if (count <= found.links.length) expect([...found.links].sort()).toEqual([...accented.found.links].sort());
    expect(count).toBeGreaterThanOrEqual(expected.length);
    const unaccented = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "");
    expect(count).toBeLessThanOrEqual(searchablePages().filter(({ words }) => [...words].some((word) => unaccented(word).startsWith("bat"))).length);
    if (count <= found.links.length) expect([...found.links].sort()).toEqual(expect.arrayContaining(expected));
    await page.click(".search-dialog__results a");
    await page.waitFor((path) => location.pathname === path, found.links[0]!, { what: "the first result's page" });
    expect(page.messages).toEqual([]);
    await page.close();
  });

  it("closes on Escape and gives the focus back to the header's search", async () => {
    const page = await browser.open();
    await page.goto("/blog/");
    await searchFor(page, "entreprise");
    await page.press("Escape");
    await page.waitFor(() => !document.querySelector<HTMLDialogElement>("dialog.search-dialog")!.open && document.activeElement?.matches("a[data-search]") === true, undefined, {
      what: "the dialog closed, the focus on the header's search",
    });
    expect(page.messages).toEqual([]);
    await page.close();
  });
});
