import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyProject } from "../helpers/project-copy.ts";
import { runSite } from "../helpers/run-site.ts";
import { categoryPath } from "../../src/models/blog/article.ts";
import { BLOG_CATEGORIES } from "../../src/models/blog/blog-texts.ts";

const CATEGORY = BLOG_CATEGORIES[2]!;

const frontMatter = (title: string, date: string, extra = "") =>
  `---\ntitle: "${title}"\ndescription: "Une description assez longue pour la carte de l'article dans la liste."\n` +
  `date: ${date}\ncategory: ${CATEGORY.key}\nauthor: "Équipe test"\ncover: images/permis-de-construire.svg\n` +
  `coverAlt: "Une image de test."\n${extra}---\n\nUn paragraphe.\n`;

// Where a published article shows: its page, the listing, its category, the feed and the sitemap.
const PLACES = ["blog/index.html", `${categoryPath(CATEGORY).slice(1)}index.html`, "blog/feed.xml", "sitemap.xml"];

describe("given a draft and an article dated in the future", () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  const read = (dir: string, file: string) => readFileSync(path.join(project.root, dir, file), "utf8");

  beforeAll(async () => {
    project = await copyProject();
    const blog = path.join(project.root, "content", "blog");
    writeFileSync(path.join(blog, "un-brouillon.md"), frontMatter("Un article en brouillon", "2026-01-10", "draft: true\n"));
    writeFileSync(path.join(blog, "un-article-programme.md"), frontMatter("Un article programmé", "2099-01-10"));
  });
  afterAll(() => project.remove());

  describe("when the site is built", () => {
    beforeAll(async () => {
      const run = await runSite(["build", "--no-compress"], project.root);
      expect(run.code, run.stderr).toBe(0);
    });

    it.each(PLACES)("leaves both out of %s", (file) => {
      const text = read("dist", file);
      expect(text).not.toContain("un-brouillon");
      expect(text).not.toContain("un-article-programme");
    });

    it("writes no page for either", () => {
      expect(() => read("dist", "blog/un-brouillon/index.html")).toThrow();
      expect(() => read("dist", "blog/un-article-programme/index.html")).toThrow();
    });
  });

  describe("when the site is built with --drafts", () => {
    beforeAll(async () => {
      const run = await runSite(["build", "--no-compress", "--drafts", "--out", "preview"], project.root);
      expect(run.code, run.stderr).toBe(0);
    });

    it("gives each its page, marked as unpublished", () => {
      expect(read("preview", "blog/un-brouillon/index.html")).toContain("Brouillon, non publié");
      expect(read("preview", "blog/un-article-programme/index.html")).toContain("Programmé, pas encore publié");
    });

    it("lists them, marked, in the listing", () => {
      const listing = read("preview", "blog/index.html");
      expect(listing).toContain("/blog/un-brouillon/");
      expect(listing).toContain("Brouillon, non publié");
    });
  });

  describe("when the site is served for a writer", () => {
    let server: ChildProcess;
    let origin: string;

    beforeAll(async () => {
      server = spawn(process.execPath, ["bin/site.js", "serve", "--no-watch", "--port", "0", "--out", "served"], {
        cwd: project.root,
        env: { ...process.env, NO_COLOR: "1" },
      });
      let output = "";
      origin = await new Promise<string>((resolve, reject) => {
        server.on("exit", () => reject(new Error(`site serve stopped:\n${output}`)));
        const collect = (chunk: Buffer) => {
          output += chunk;
          const url = /Serving (http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1];
          if (url) resolve(url);
        };
        server.stdout!.on("data", collect);
        server.stderr!.on("data", collect);
      });
    });
    afterAll(() => {
      server.kill();
    });

    it("shows the draft, marked", async () => {
      const response = await fetch(`${origin}/blog/un-brouillon/`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Brouillon, non publié");
    });
  });
});
