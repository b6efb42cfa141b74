import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyProject } from "../helpers/project-copy.ts";
import { runSite } from "../helpers/run-site.ts";
import { snapshotTree } from "../helpers/snapshot-tree.ts";

const article = (fields: Record<string, string | boolean | undefined>, body = "Un paragraphe.\n") => {
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${typeof value === "string" ? JSON.stringify(value) : value}`);
  return `---\n${lines.join("\n")}\n---\n\n${body}`;
};

const VALID = {
  title: "Un article de test",
  description: "Une description assez longue pour une carte de la liste des articles du blog.",
  date: "2026-01-15",
  category: "Guide Pratique",
  author: "Équipe test",
  featured: false,
  cover: "images/test-cover.svg",
  coverAlt: "Une image de test.",
};

describe("given a project with a good build and a Markdown article", () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  let blogDir: string;
  let before: Record<string, string>;

  beforeAll(async () => {
    project = await copyProject();
    blogDir = path.join(project.root, "content", "blog");
    rmSync(blogDir, { recursive: true, force: true });
    mkdirSync(path.join(blogDir, "images"), { recursive: true });
    writeFileSync(path.join(blogDir, "images", "test-cover.svg"), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"/>');
    writeFileSync(path.join(blogDir, "article-de-test.md"), article(VALID));
    const run = await runSite(["build", "--no-compress"], project.root);
    expect(run.stderr).not.toContain("error");
    before = snapshotTree(path.join(project.root, "dist"));
    expect(Object.keys(before)).toContain("blog/article-de-test/index.html");
  });
  afterAll(() => project.remove());

  const cases: [string, string, string][] = [
    ["a missing title", article({ ...VALID, title: undefined }), 'field "title" is missing or empty'],
    ["a missing date", article({ ...VALID, date: undefined }), 'field "date" is missing or empty'],
    ["a date that is not one", article({ ...VALID, date: "15/01/2026" }), 'field "date" must be a date written YYYY-MM-DD'],
    ["an unknown category", article({ ...VALID, category: "Actualités" }), 'field "category" is "Actualités", not one of'],
    ["a cover file that does not exist", article({ ...VALID, cover: "images/absente.png" }), 'field "cover" names images/absente.png'],
  ];

  describe.each(cases)("when an article has %s", (_, source, message) => {
    beforeAll(() => writeFileSync(path.join(blogDir, "casse.md"), source));
    afterAll(() => rmSync(path.join(blogDir, "casse.md")));

    it("fails naming the file and the field, and leaves dist as it was", async () => {
      const run = await runSite(["build", "--no-compress"], project.root);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`content/blog/casse.md: ${message}`);
      expect(snapshotTree(path.join(project.root, "dist"))).toEqual(before);
      expect(readdirSync(project.root).filter((name) => name.startsWith(".dist"))).toEqual([]);
    });
  });

  describe("when two articles claim the same slug", () => {
    beforeAll(() => writeFileSync(path.join(blogDir, "copie.md"), article({ ...VALID, slug: "article-de-test" } as never)));
    afterAll(() => rmSync(path.join(blogDir, "copie.md")));

    it("fails naming both files", async () => {
      const run = await runSite(["build", "--no-compress"], project.root);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/content\/blog\/(copie|article-de-test)\.md: slug "article-de-test" is already used by content\/blog\/(article-de-test|copie)\.md/);
      expect(snapshotTree(path.join(project.root, "dist"))).toEqual(before);
    });
  });
});
