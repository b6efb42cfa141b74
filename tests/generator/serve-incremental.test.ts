import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { addSyntheticArticles } from "../../scripts/synthetic-articles.ts";
import { SEARCH_FOLDER } from "../../src/models/navigation.ts";
import { useServedCopy } from "../helpers/serve-process.ts";

// Enough articles for the blog's listing to run over several pages and its categories to hold many.
const ARTICLES = 60;
const EDITED = "bench-37.md";

/** Every file of `dir`: its content, and the file itself (inode and time), to tell a file rewritten from one left in place. */
function filesOf(dir: string): Map<string, { content: Buffer; stamp: string }> {
  const files = new Map<string, { content: Buffer; stamp: string }>();
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const file = path.join(dir, name);
    const stats = statSync(file);
    if (stats.isFile()) files.set(name.split(path.sep).join("/"), { content: readFileSync(file), stamp: `${stats.ino}:${stats.mtimeMs}` });
  }
  return files;
}

/** A page and its compressed siblings are one: the page's name. */
const pageOf = (file: string) => file.replace(/\.(br|gz)$/, "");

describe(`site serve, when one article of ${ARTICLES + 4} is saved`, () => {
  const served = useServedCopy((root) => addSyntheticArticles(root, ARTICLES));
  let before: ReturnType<typeof filesOf>;
  let after: ReturnType<typeof filesOf>;
  let oldTitle: string;

  beforeAll(async () => {
    const { root, serve } = served();
    const dist = path.join(root, "dist");
    before = filesOf(dist);
    const file = path.join(root, "content", "blog", EDITED);
    const source = readFileSync(file, "utf8");
    oldTitle = /^title: "(.*)"$/m.exec(source)![1]!;
    writeFileSync(file, source.replace(/^title: .*$/m, `title: "${oldTitle} revu et augmenté"`));
    await serve.printed(/^rebuilt /);
    after = filesOf(dist);
  }, 300_000);

  it("renders again only the pages that go through the articles, and says so", () => {
    const line = served().serve.output().match(/^rebuilt .*$/m)![0];
    const [, pages, rendered] = /rebuilt (\d+) pages .* (\d+) rendered, the others unchanged/.exec(line) ?? [];
    expect(Number(rendered)).toBeGreaterThan(0);
    expect(Number(rendered)).toBeLessThan(Number(pages) / 2);
  });

  it("changes exactly the files that held the article's title (its page, the listings and feeds it is in), and its share card", () => {
    // The search index of `site serve` is its first build's (BuildOptions.staleSearch): not rebuilt at each save.
    const held = new Set([...before].filter(([file, { content }]) => !/\.(br|gz)$/.test(file) && !file.startsWith(`${SEARCH_FOLDER}/`) && content.includes(oldTitle)).map(([file]) => file));
    const changed = new Set([...after].filter(([file, { content }]) => !before.get(file)?.content.equals(content)).map(([file]) => pageOf(file)));
    const gone = [...before.keys()].filter((file) => !after.has(file)).map(pageOf);
    const cards = (files: Iterable<string>) => [...files].filter((file) => file.startsWith("share/"));
    expect(held.size).toBeGreaterThan(2);
    expect([...changed].filter((file) => !file.startsWith("share/")).sort()).toEqual([...held].sort());
    // The article's card drawn again under its new name, the old one gone.
    expect(cards(changed)).toHaveLength(1);
    expect(cards(gone)).toHaveLength(1);
    expect(gone.filter((file) => !file.startsWith("share/"))).toEqual([]);
  });

  it("leaves every other file in place, not written again", () => {
    const rewritten = [...after].filter(([file, { content, stamp }]) => before.get(file)?.content.equals(content) && before.get(file)!.stamp !== stamp).map(([file]) => file);
    expect(rewritten).toEqual([]);
  });
});
