// Issue "a blog of a thousand articles", bad input: a thousand articles make mistakes certain. One
// build names every one of them, each once with its file, line and field, sums them up, and leaves
// dist as the last good build made it.
import { readFileSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_CATEGORIES } from "../../src/models/blog/blog-texts.ts";
import { blogAtScale } from "../helpers/blog-at-scale.ts";
import { copyProject } from "../helpers/project-copy.ts";
import { runSite, type RunResult } from "../helpers/run-site.ts";
import { snapshotTree } from "../../packages/generator/tests/helpers/snapshot-tree.ts";

const ARTICLES = 1000;
/** Every 37th article has faults: 27 files, spread from the first to the last. */
const EVERY = 37;
const fileOf = (index: number) => `content/blog/bench-${index}.md`;
const UNKNOWN_CATEGORY = `${BLOG_CATEGORIES[0]!.key}-inconnue`;

/** A fault written into an article's text, and the message the build must give for it there. */
interface Fault {
  write(text: string, index: number): string;
  says(file: string, text: string, index: number): string;
}

/** The 1-based line of the front matter's `field`. */
const lineOf = (text: string, field: string) => text.split("\n").findIndex((line) => line.startsWith(`${field}:`)) + 1;
const setField = (text: string, field: string, value: string) => text.replace(new RegExp(`^${field}: .*$`, "m"), `${field}: ${value}`);

const BAD_DATE: Fault = {
  write: (text) => setField(text, "date", "2025-02-30"),
  says: (file, text) => `${file}:${lineOf(text, "date")}: le champ « date » doit être une date écrite AAAA-MM-JJ qui existe au calendrier, et non « 2025-02-30 »`,
};
const CATEGORY: Fault = {
  write: (text) => setField(text, "category", UNKNOWN_CATEGORY),
  says: (file, text) => `${file}:${lineOf(text, "category")}: le champ « category » vaut « ${UNKNOWN_CATEGORY} », qui n'est la clé d'aucune catégorie`,
};
const COVER: Fault = {
  write: (text, index) => setField(text, "cover", `images/absente-${index}.svg`),
  says: (file, text, index) => `${file}:${lineOf(text, "cover")}: le champ « cover » nomme images/absente-${index}.svg, qui n'est pas un fichier de content/blog/`,
};
/** The address of the article before it, by its `slug` field: the file written last is the one refused. */
const TAKEN: Fault = {
  write: (text, index) => text.replace(/^---\n/, `---\nslug: bench-${index - 1}\n`),
  says: (file, text, index) => `${file}:${lineOf(text, "slug")}: le champ « slug » donne l'adresse « bench-${index - 1} », qui est déjà celle de ${fileOf(index - 1)}`,
};

/** The faults of the n-th faulty file: each kind alone, then the kinds together. */
const FAULTS: Fault[][] = [[BAD_DATE], [CATEGORY], [COVER], [TAKEN], [BAD_DATE, CATEGORY, COVER], [TAKEN, BAD_DATE], [CATEGORY, COVER]];

describe(`given a blog of ${ARTICLES} articles that built`, () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  let dist: string;
  let before: Record<string, string>;

  beforeAll(async () => {
    ({ project, dist } = await blogAtScale(ARTICLES));
    before = snapshotTree(dist);
  }, 120_000);
  afterAll(() => project?.remove());

  describe(`when every ${EVERY}th article gets faults of four kinds (a date, a category, a cover, an address taken), alone or together`, () => {
    const expected: string[] = [];
    let run: RunResult;
    let faultyFiles = 0;

    beforeAll(async () => {
      const older = new Date("2025-01-01");
      for (let index = EVERY, n = 0; index <= ARTICLES; index += EVERY, n++) {
        const file = fileOf(index);
        const faults = FAULTS[n % FAULTS.length]!;
        let text = readFileSync(path.join(project.root, file), "utf8");
        for (const fault of faults) text = fault.write(text, index);
        writeFileSync(path.join(project.root, file), text);
        // The article whose address is taken was there first.
        if (faults.includes(TAKEN)) utimesSync(path.join(project.root, fileOf(index - 1)), older, older);
        expected.push(...faults.map((fault) => fault.says(file, text, index)));
        faultyFiles++;
      }
      run = await runSite(["build", "--no-compress"], project.root);
    }, 60_000);

    it("fails, and leaves dist byte for byte as the good build made it", () => {
      expect(run.code).toBe(1);
      expect(snapshotTree(dist)).toEqual(before);
    });

    it("names every fault once, with its file, line and field, and nothing else", () => {
      const named = run.stderr.split("\n").filter((line) => line.startsWith("content/"));
      for (const message of expected) expect(named.filter((line) => line.startsWith(message)), message).toHaveLength(1);
      expect(named).toHaveLength(expected.length);
    });

    it("ends with how many files were refused and how many errors they hold", () => {
      expect(faultyFiles).toBeGreaterThan(20);
      expect(run.stderr.trimEnd().split("\n").at(-1)).toBe(`${faultyFiles} fichiers refusés, ${expected.length} erreurs`);
    });
  });
});
