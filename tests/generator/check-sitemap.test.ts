import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkSite, type CheckProblem } from "../../packages/generator/src/check/check-site.ts";
import { renderSitemaps } from "../../packages/generator/src/seo-files.ts";
import { SITE } from "../../src/site.ts";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";
import { useTempDirs } from "../../packages/generator/tests/helpers/temp-dirs.ts";

// Issue 50: past the protocol's limits the sitemap is an index of parts. `site check` reads it as a
// search engine does: each part the index names, and each address a part lists, must be there.

const configFile = path.join(PROJECT_ROOT, ".htmlvalidate.mjs");
const tempDir = useTempDirs("site-check-sitemap-");
const origin = new URL(SITE.siteUrl).origin;

const page = (title: string) => `<!doctype html>
<html lang="fr"><head><meta charSet="utf-8"/><title>${title}</title></head><body><main id="contenu" tabindex="-1"><h1>${title}</h1></main></body></html>
`;
const PAGES = ["", "blog/", "blog/a/", "blog/b/", "blog/c/"];
const pageFiles = Object.fromEntries(PAGES.map((address) => [`${address}index.html`, page(address || "Accueil")]));
/** The sitemap's files as the build writes them, in parts of two addresses: an index and three parts. */
const sitemaps = (addresses = PAGES) =>
  Object.fromEntries(
    renderSitemaps(
      addresses.map((address) => ({ url: `${origin}/${address}` })),
      (file) => `${origin}/${file}`,
      { urls: 2, bytes: 1_000_000 },
    ),
  );

async function check(files: Record<string, string>): Promise<CheckProblem[]> {
  const dir = await tempDir();
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
  return checkSite({ dir, configFile, origin: SITE.siteUrl });
}

const brief = (problems: CheckProblem[]) => problems.map(({ file, line, rule, message }) => ({ file, line, rule, message }));

describe("site check, on the sitemap", () => {
  it("given an index of parts listing every page, finds nothing to say", async () => {
    const files = sitemaps();
    expect(Object.keys(files)).toEqual(["sitemap.xml", "sitemap-1.xml", "sitemap-2.xml", "sitemap-3.xml"]);
    expect(await check({ ...pageFiles, ...files })).toEqual([]);
  });

  it("given a part the index names missing from the output, and a part it does not name, says both", async () => {
    const { "sitemap-2.xml": _missing, ...files } = sitemaps();
    const problems = await check({ ...pageFiles, ...files, "sitemap-9.xml": files["sitemap-1.xml"]! });
    expect(brief(problems)).toEqual([
      { file: "sitemap-9.xml", line: 1, rule: "sitemap-part", message: "sitemap.xml does not list this part: search engines will not read it" },
      { file: "sitemap.xml", line: 4, rule: "sitemap-part", message: "lists sitemap-2.xml, which the output does not hold" },
    ]);
  });

  it("given a part listing an address with no page, or of another origin, names the part, the line and the address", async () => {
    const files = sitemaps([...PAGES, "blog/disparu/"]);
    files["sitemap-1.xml"] = files["sitemap-1.xml"]!.replace(`${origin}/blog/`, "https://ailleurs.example.org/blog/");
    const problems = await check({ ...pageFiles, ...files });
    expect(brief(problems)).toEqual([
      { file: "sitemap-1.xml", line: 4, rule: "sitemap-page", message: `"https://ailleurs.example.org/blog/" is not on the site's origin, ${origin}` },
      { file: "sitemap-3.xml", line: 4, rule: "sitemap-page", message: `"${origin}/blog/disparu/" is no page of the output` },
    ]);
  });

  it("given one sitemap listing an address with no page, says it", async () => {
    const single = Object.fromEntries(renderSitemaps([{ url: `${origin}/` }, { url: `${origin}/tarifs/` }], (file) => `${origin}/${file}`));
    expect(Object.keys(single)).toEqual(["sitemap.xml"]);
    expect(brief(await check({ ...pageFiles, ...single }))).toEqual([{ file: "sitemap.xml", line: 4, rule: "sitemap-page", message: `"${origin}/tarifs/" is no page of the output` }]);
  });
});
