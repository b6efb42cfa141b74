import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startSearchIndex } from "../../packages/generator/src/search/search-index.ts";
import { SEARCH_FOLDER } from "../../src/models/navigation.ts";
import { useServedCopy } from "../helpers/serve-process.ts";

// Issue 50: a save in `site serve` must show its page fast, on a blog of a thousand articles too.
// The search index its first build made stays (Pagefind would read every page again at each save):
// this output's own, even when another build of the project (another base path) made a newer one.

/** Another build's index, made in the project's cache after serve's first build: a page of its own. */
async function makeAnotherIndex(root: string): Promise<void> {
  const html = '<html lang="fr"><body><main data-pagefind-body><h1>Une autre construction</h1></main></body></html>';
  const search = startSearchIndex({ folder: SEARCH_FOLDER, language: "fr" }, path.join(root, ".cache", "site"), { early: false, read: async () => html });
  search.note("autre/index.html", "/docs/autre/", html);
  await search.finish();
}

describe("site serve's search index", () => {
  const served = useServedCopy();

  it("is made by the first build, then kept as it is while an article is edited, though another build made a newer one", async () => {
    const index = path.join(served().root, "dist", SEARCH_FOLDER);
    const files = () => readdirSync(index, { recursive: true, encoding: "utf8" }).sort();
    const before = files();
    expect(before).toContain("pagefind.js");
    await makeAnotherIndex(served().root);
    const blog = path.join(served().root, "content", "blog");
    const [article] = readdirSync(blog).filter((file) => file.endsWith(".md"));
    const source = path.join(blog, article!);
    writeFileSync(source, readFileSync(source, "utf8").replace(/^title: .*$/m, 'title: "Un titre changé pendant la prévisualisation"'));
    await served().serve.printed(/^rebuilt \d+ pages/);
    const page = readFileSync(path.join(served().root, "dist", "blog", article!.replace(/\.md$/, ""), "index.html"), "utf8");
    expect(page).toContain("Un titre changé pendant la prévisualisation");
    expect(files()).toEqual(before);
  }, 180_000);
});
