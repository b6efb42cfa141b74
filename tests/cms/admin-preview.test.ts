import { describe, expect, it } from "vitest";
import site from "../../src/server-entry.ts";
import { adminPreview } from "../../packages/generator/src/cms/admin-preview.ts";
import type { SiteRoute } from "../../packages/generator/src/site-definition.ts";

const route = (path: string): SiteRoute => ({ path, title: path, description: "", page: null });
const entry = (slug: string) => ({ slug, date: "2026-01-01", draft: false });
const routes = [route("/"), route("/blog/"), route("/blog/un-article/"), route("/mentions-legales/")];
const sheetsOf = (found: SiteRoute) => ["/assets/site-1.css", `/assets/page${found.path.replaceAll("/", "-")}.css`];

function previewJson(base: string, shown: Record<string, ReturnType<typeof entry>[]>) {
  const files = adminPreview(site, base, shown, routes, sheetsOf);
  return { files: files.map(([file]) => file), json: JSON.parse(String((files[0]![1] as { data: string }).data)) as { base: string; siteUrl: string; stylesheets: Record<string, string[]> } };
}

describe("the editor's preview.json", () => {
  it("given shown articles and legal pages, when written, should give each collection the stylesheets of its entries' page", () => {
    const { files, json } = previewJson("/", { blog: [entry("absent"), entry("un-article")], legal: [entry("mentions-legales")] });
    expect(files).toEqual(["admin/preview.json"]);
    expect(json).toEqual({
      base: "/",
      siteUrl: site.siteUrl,
      stylesheets: {
        blog: ["/assets/site-1.css", "/assets/page-blog-un-article-.css"],
        legal: ["/assets/site-1.css", "/assets/page-mentions-legales-.css"],
        composed: ["/assets/site-1.css", "/assets/page-.css", "/assets/page-blog-.css", "/assets/page-blog-un-article-.css", "/assets/page-mentions-legales-.css"],
        // None shown: every stylesheet, as the composed pages'.
        references: ["/assets/site-1.css", "/assets/page-.css", "/assets/page-blog-.css", "/assets/page-blog-un-article-.css", "/assets/page-mentions-legales-.css"],
      },
      pages: Object.fromEntries(routes.map((made) => [made.path, made.title])),
      placedPages: [],
      // The site's own routes: the editor makes the collections' pages from the repository.
      codePages: site.routes.map((made) => made.path),
    });
  });

  it("given a base path, when written, should put the stylesheets under it", () => {
    const { json } = previewJson("/sous/dossier/", { blog: [entry("un-article")] });
    expect(json.base).toBe("/sous/dossier/");
    expect(json.stylesheets.blog).toEqual(["/sous/dossier/assets/site-1.css", "/sous/dossier/assets/page-blog-un-article-.css"]);
  });

  it("given a composed page at an address of its own, when written, should give its collection that page's stylesheets", () => {
    const composed = { ...entry("salon"), address: "/salons/batimat/", sections: [] };
    const files = adminPreview(site, "/", { composed: [composed] }, [...routes, route("/salons/batimat/")], sheetsOf);
    const json = JSON.parse(String((files[0]![1] as { data: string }).data)) as { stylesheets: Record<string, string[]> };
    expect(json.stylesheets.composed).toEqual(["/assets/site-1.css", "/assets/page-salons-batimat-.css"]);
  });

  it("given a page a content file placed, when written, should leave it out of the pages an address may not take: the editor reads that file as it is now", () => {
    const placed = { ...route("/salons/batimat/"), origin: { file: "content/pages/salon.md", field: "address" } };
    const files = adminPreview(site, "/", {}, [...routes, placed], sheetsOf);
    const json = JSON.parse(String((files[0]![1] as { data: string }).data)) as { pages: Record<string, string>; placedPages: string[] };
    expect(Object.keys(json.pages)).toEqual(routes.map((made) => made.path));
    expect(json.placedPages).toEqual(["/salons/batimat/"]);
  });

  it("given a site without a CMS, when written, should write nothing", () => {
    expect(adminPreview({ ...site, cms: undefined }, "/", { blog: [entry("un-article")] }, routes, sheetsOf)).toEqual([]);
  });
});
