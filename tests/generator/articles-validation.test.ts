import { mkdirSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
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
    writeFileSync(path.join(blogDir, "images", "pas-une-photo.jpg"), "Ceci n'est pas une photo.");
    writeFileSync(path.join(blogDir, "article-de-test.md"), article(VALID));
    const run = await runSite(["build", "--no-compress"], project.root);
    expect(run.stderr).not.toContain("error");
    before = snapshotTree(path.join(project.root, "dist"));
    expect(Object.keys(before)).toContain("blog/article-de-test/index.html");
  });
  afterAll(() => project.remove());

  // Each article refused for its own reason, and the message after its file's name, with the line
  // of the field where the file has it.
  const cases: [string, string, string][] = [
    ["sans-titre", article({ ...VALID, title: undefined }), ': field "title" is missing or empty'],
    ["sans-date", article({ ...VALID, date: undefined }), ': field "date" is missing or empty'],
    ["date-francaise", article({ ...VALID, date: "15/01/2026" }), ':4: field "date": doit être une date écrite AAAA-MM-JJ'],
    ["trente-fevrier", article({ ...VALID, date: "2026-02-30" }), ':4: field "date": doit être une date écrite AAAA-MM-JJ qui existe au calendrier, not "2026-02-30"'],
    ["categorie-inconnue", article({ ...VALID, category: "Actualités" }), ': field "category" is "Actualités", not one of'],
    ["couverture-absente", article({ ...VALID, cover: "images/absente.png" }), ': field "cover" names images/absente.png'],
    [
      "couverture-illisible",
      article({ ...VALID, cover: "images/pas-une-photo.jpg" }),
      ': field "cover" names images/pas-une-photo.jpg, which cannot be read as an image (',
    ],
    ["champ-mal-ecrit", article({ ...VALID, subtitel: "Un sous-titre" }), ':10: field "subtitel" is not a field of an article: did you mean "title"?'],
    ["champ-inconnu", article({ ...VALID, brouillon: true }), ':10: field "brouillon" is not a field of an article (fields: title, description'],
    ["vedette-oui", article({ ...VALID, featured: "oui" }), ':7: field "featured" must be true or false, not "oui"'],
  ];

  // One build with them all: the build names every refused file, not only the first.
  describe("when ten articles each have a different fault (a missing title or date, a date that is not one or not in the calendar, an unknown category, a cover missing or not an image, a misspelt or unknown field, a featured flag that is not true or false)", () => {
    beforeAll(() => {
      for (const [name, source] of cases) writeFileSync(path.join(blogDir, `${name}.md`), source);
    });
    afterAll(() => {
      for (const [name] of cases) rmSync(path.join(blogDir, `${name}.md`));
    });

    it("fails naming each file and its field, and leaves dist as it was", async () => {
      const run = await runSite(["build", "--no-compress"], project.root);
      expect(run.code).toBe(1);
      for (const [name, , message] of cases) expect(run.stderr).toContain(`content/blog/${name}.md${message}`);
      expect(snapshotTree(path.join(project.root, "dist"))).toEqual(before);
      expect(readdirSync(project.root).filter((name) => name.startsWith(".dist"))).toEqual([]);
    });
  });

  describe("when a new article claims the slug of an older one", () => {
    // "a-copie.md" sorts before the older article: the blame must follow the file times, not names.
    beforeAll(() => {
      utimesSync(path.join(blogDir, "article-de-test.md"), new Date("2026-01-01"), new Date("2026-01-01"));
      writeFileSync(path.join(blogDir, "a-copie.md"), article({ ...VALID, slug: "article-de-test" }));
    });
    afterAll(() => rmSync(path.join(blogDir, "a-copie.md")));

    it("fails naming the new file, then the article that had the slug", async () => {
      const run = await runSite(["build", "--no-compress"], project.root);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('content/blog/a-copie.md: slug "article-de-test" is already used by content/blog/article-de-test.md');
      expect(snapshotTree(path.join(project.root, "dist"))).toEqual(before);
    });
  });

  describe("when an article starts with a byte order mark and has Windows line endings", () => {
    beforeAll(() => writeFileSync(path.join(blogDir, "windows.md"), "\uFEFF" + article({ ...VALID, title: "Écrit sous Windows" }, "Un paragraphe.\n\n## Une partie\n").replace(/\n/g, "\r\n")));
    afterAll(() => rmSync(path.join(blogDir, "windows.md")));

    it("builds it like any other", async () => {
      const run = await runSite(["build", "--no-compress"], project.root);
      expect(run.stderr).not.toContain("error");
      expect(run.code).toBe(0);
      const page = readFileSync(path.join(project.root, "dist", "blog", "windows", "index.html"), "utf8");
      expect(page).toContain("Écrit sous Windows");
      expect(page).toContain('id="une-partie"');
    });
  });
});
