import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkSite, type CheckProblem } from "../../packages/generator/src/check/check-site.ts";
import { SITE } from "../../src/site.ts";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";
import { useTempDirs } from "../../packages/generator/tests/helpers/temp-dirs.ts";

const configFile = path.join(PROJECT_ROOT, ".htmlvalidate.mjs");
const tempDir = useTempDirs("site-check-");

/** A valid page in React's serialisation style; `body` starts on line 4. */
function page(body: string, head = ""): string {
  return `<!doctype html>
<html lang="fr"><head><meta charSet="utf-8"/><title>Test</title>${head}</head><body>
<main id="contenu" tabindex="-1">
${body}
</main></body></html>
`;
}

async function check(files: Record<string, string>, base?: string): Promise<CheckProblem[]> {
  const dir = await tempDir();
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
  return checkSite({ dir, base, configFile, origin: SITE.siteUrl });
}

const where = (problems: CheckProblem[]) => problems.map(({ file, line, rule }) => ({ file, line, rule }));

describe("checkSite", () => {
  describe("given a valid site", () => {
    it("reports no problem", async () => {
      const problems = await check({
        "index.html": page(`<h1 id="haut">Accueil</h1>
<a href="/blog/">Blog</a> <a href="/blog/#articles">Articles</a> <a href="#haut">Haut</a>
<a href="/caf%C3%A9/">Café</a> <a href="/blog/?tri=date&amp;page=2">Page 2</a>
<a href="${SITE.siteUrl}/blog/">Absolu</a> <a href="https://autre.example/x">Ailleurs</a>
<a href="mailto:contact@example.com">E-mail</a> <a href="tel:+33100000000">Téléphone</a>
<img src="/img/a.png" srcSet="/img/a.png 1x, /img/a@2x.png 2x" alt="" width="10" height="10"/>
<video src="/media/demo.mp4" poster="/img/a.png" muted="" controls=""></video>
<a href="/docs/guide.pdf#page=2">Guide</a>
<div role="tabpanel" id="_R_a_" aria-label="Panneau" hidden="" tabindex="-1">Panneau</div>`,
          `<link rel="icon" href="/favicon.svg" type="image/svg+xml"/><link rel="stylesheet" href="/assets/site.css"/>`,
        ),
        "blog/index.html": page(`<h1 id="articles">Blog</h1><a href="../">Accueil</a> <a href="../#haut">Haut</a>`),
        "café/index.html": page(`<h1>Café</h1>`),
        "404.html": page(`<h1>Introuvable</h1><a href="/">Accueil</a>`),
        "favicon.svg": "<svg></svg>",
        "assets/site.css": "",
        "img/a.png": "",
        "img/a@2x.png": "",
        "media/demo.mp4": "",
        "docs/guide.pdf": "",
      });
      expect(problems).toEqual([]);
    });
  });

  describe("when a link leads to a missing page", () => {
    it("reports it at the link's URL", async () => {
      const problems = await check({
        "index.html": page(`<h1>Accueil</h1>\n<p><a href="/blog/">Blog</a></p>`),
        "blog/index.html": page(`<h1>Blog</h1>\n<p>Bientôt</p>\n<a href="/blog/premier-article/">Lire</a>`),
      });
      expect(problems).toEqual([
        {
          file: "blog/index.html",
          line: 6,
          column: 10,
          rule: "link-broken",
          message: '"/blog/premier-article/" leads to blog/premier-article/index.html, which is not in the output',
        },
      ]);
    });
  });

  describe("when a link leads to a missing image in a srcset", () => {
    it("reports that entry", async () => {
      const problems = await check({
        "index.html": page(`<img src="/a.png" srcSet="/a.png 1x, /a@2x.png 2x" alt=""/>`),
        "a.png": "",
      });
      expect(problems).toMatchObject([{ file: "index.html", line: 4, column: 38, rule: "link-broken" }]);
    });
  });

  describe("when a link's fragment names no element of the target page", () => {
    it("reports it", async () => {
      const problems = await check({
        "index.html": page(`<h1>Accueil</h1>\n<a href="/blog/#articles-recents">Articles</a>`),
        "blog/index.html": page(`<h1 id="articles">Blog</h1>`),
      });
      expect(where(problems)).toEqual([{ file: "index.html", line: 5, rule: "link-fragment" }]);
      expect(problems[0]?.message).toBe('"/blog/#articles-recents": blog/index.html has no element with id "articles-recents"');
    });
  });

  describe("when a same-page fragment names no element", () => {
    it("reports it", async () => {
      const problems = await check({
        "index.html": page(`<h1>Accueil</h1>\n<p>Texte</p>\n<a href="#prise-de-rdv">Réserver</a>`),
      });
      expect(where(problems)).toEqual([{ file: "index.html", line: 6, rule: "link-fragment" }]);
    });

    it("compares the percent-decoded fragment with the ids", async () => {
      const problems = await check({ "index.html": page(`<h1 id="été">Été</h1><a href="#%C3%A9t%C3%A9">Été</a>`) });
      expect(problems).toEqual([]);
    });

    it("decodes every named character reference of an id, as a browser does", async () => {
      const problems = await check({ "index.html": page(`<h1 id="caf&eacute;">Café</h1><a href="#café">Café</a>`) });
      expect(problems).toEqual([]);
    });
  });

  describe('when a link is a bare "#"', () => {
    it("reports that it leads nowhere", async () => {
      const problems = await check({ "index.html": page(`<h1>Accueil</h1>\n<a href="#">Menu</a>`) });
      expect(where(problems)).toEqual([{ file: "index.html", line: 5, rule: "link-nowhere" }]);
    });
  });

  describe("when a link names a folder without its trailing slash", () => {
    it("reports the redirect it costs", async () => {
      const problems = await check({
        "index.html": page(`<h1>Accueil</h1>\n<a href="/blog">Blog</a>`),
        "blog/index.html": page(`<h1>Blog</h1>`),
      });
      expect(where(problems)).toEqual([{ file: "index.html", line: 5, rule: "link-folder-slash" }]);
      expect(problems[0]?.message).toBe('"/blog" links to a folder without trailing slash: the host will answer with a redirect');
    });
  });

  describe("given a site built for the base /sub/", () => {
    it("resolves links written with the base", async () => {
      const problems = await check(
        {
          "index.html": page(`<h1>Accueil</h1><a href="/sub/blog/#articles">Blog</a><img src="/sub/a.png" alt=""/>`),
          "blog/index.html": page(`<h1 id="articles">Blog</h1><a href="/sub/">Accueil</a>`),
          "a.png": "",
        },
        "/sub/",
      );
      expect(problems).toEqual([]);
    });

    it("reports a link outside the base", async () => {
      const problems = await check(
        {
          "index.html": page(`<h1>Accueil</h1>\n<a href="/blog/">Blog</a>`),
          "blog/index.html": page(`<h1>Blog</h1>`),
        },
        "/sub/",
      );
      expect(where(problems)).toEqual([{ file: "index.html", line: 5, rule: "link-outside-base" }]);
      expect(problems[0]?.message).toBe('"/blog/" is outside the base path "/sub/" the site is built for');
    });
  });

  describe("when the HTML is invalid", () => {
    it.each([
      ["a duplicate id", `<p id="offre">Un</p>\n<p id="offre">Deux</p>`, 5, "no-dup-id"],
      ["an img without alt", `<p>Texte</p>\n<img src="/a.png"/>`, 5, "wcag/h37"],
      ["a block inside a paragraph", `<p>\n<div>Texte</div></p>`, 5, "close-order"],
      ["a list item that is not an li", `<ul>\n<li>Un</li>\n<p>Deux</p></ul>`, 6, "element-permitted-content"],
      ["an invalid attribute value", `<p>Texte</p>\n<button type="envoyer">Envoyer</button>`, 5, "attribute-allowed-values"],
      ["an aria reference to a missing id", `<p>Texte</p>\n<nav aria-labelledby="titre-nav"></nav>`, 5, "no-missing-references"],
    ])("reports %s", async (_name, body, line, rule) => {
      const problems = await check({ "index.html": page(body), "a.png": "" });
      expect(where(problems)).toEqual([{ file: "index.html", line, rule }]);
    });

    it("reports an unclosed element where it opens", async () => {
      const problems = await check({ "index.html": page(`<div>\n<span>Texte</div>`) });
      // The parser does not recover: every later end tag is reported too.
      expect(problems[0]).toMatchObject({ file: "index.html", line: 5, rule: "close-order", message: "Unclosed element '<span>'" });
    });
  });
});
