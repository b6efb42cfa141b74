import { mkdirSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_CATEGORIES } from "../../src/models/blog/blog-texts.ts";
import { copyProject } from "../helpers/project-copy.ts";
import { runSite } from "../helpers/run-site.ts";
import { snapshotTree } from "../../packages/generator/tests/helpers/snapshot-tree.ts";

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
  category: BLOG_CATEGORIES[1]!.key,
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
  // of the field where the file has it, in French.
  const [strategy, guide] = BLOG_CATEGORIES;
  const cases: [string, string, string][] = [
    ["sans-titre", article({ ...VALID, title: undefined }), ":2: le champ « title » manque"],
    ["sans-date", article({ ...VALID, date: undefined }), ":2: le champ « date » manque"],
    ["date-francaise", article({ ...VALID, date: "15/01/2026" }), ":4: le champ « date » doit être une date écrite AAAA-MM-JJ"],
    ["trente-fevrier", article({ ...VALID, date: "2026-02-30" }), ":4: le champ « date » doit être une date écrite AAAA-MM-JJ qui existe au calendrier, et non « 2026-02-30 »"],
    [
      "categorie-inconnue",
      article({ ...VALID, category: "actualites" }),
      `:5: le champ « category » vaut « actualites », qui n'est la clé d'aucune catégorie de content/blog-pages.yaml (clés : ${strategy!.key} pour « ${strategy!.name} »`,
    ],
    ["categorie-par-son-nom", article({ ...VALID, category: guide!.name }), `:5: le champ « category » nomme la catégorie « ${guide!.name} » par son nom : écrivez sa clé, ${guide!.key}`],
    ["mise-a-jour-avant", article({ ...VALID, updated: "2026-01-14" }), ":10: le champ « updated » doit tomber le jour de la publication (le champ « date ») ou après, et non « 2026-01-14 »"],
    ["couverture-absente", article({ ...VALID, cover: "images/absente.png" }), ":8: le champ « cover » nomme images/absente.png, qui n'est pas un fichier de content/blog/"],
    [
      "couverture-illisible",
      article({ ...VALID, cover: "images/pas-une-photo.jpg" }),
      ":8: le champ « cover » nomme images/pas-une-photo.jpg, qui ne se lit pas comme une image : il faut un fichier JPEG, PNG, WebP ou SVG",
    ],
    ["champ-mal-ecrit", article({ ...VALID, subtitel: "Un sous-titre" }), ":10: le champ « subtitel » n'est pas attendu ici : vouliez-vous dire « title » ?"],
    ["champ-inconnu", article({ ...VALID, brouillon: true }), ":10: le champ « brouillon » n'est pas attendu ici (champs attendus : title, description"],
    ["vedette-oui", article({ ...VALID, featured: "oui" }), ":7: le champ « featured » doit être true ou false, et non « oui »"],
    // Its 10 lines of front matter, a blank line, the paragraph, a blank line: the image is on line 14.
    ["image-absente", article(VALID, "Un paragraphe.\n\n![Un chantier](images/absente.jpg)\n"), ":14: l'image images/absente.jpg n'est pas un fichier de content/blog/ : ajoutez-la au dossier ou corrigez son chemin"],
  ];

  // One build with them all: the build names every refused file, not only the first.
  describe("when thirteen articles each have a different fault (a missing title or date, a date that is not one or not in the calendar, an unknown category or one named by its name, an update before the date, a cover missing or not an image, a misspelt or unknown field, a featured flag that is not true or false, an image of the text missing)", () => {
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

  describe("when one article has a date that is not one, a category that is not a key and a cover that is not there", () => {
    const unknown = `${guide!.key}-inconnue`;
    beforeAll(() => writeFileSync(path.join(blogDir, "trois-fautes.md"), article({ ...VALID, date: "2026-02-30", category: unknown, cover: "images/absente.svg" })));
    afterAll(() => rmSync(path.join(blogDir, "trois-fautes.md")));

    it("names all three, each at its line, not only the first", async () => {
      const run = await runSite(["build", "--no-compress"], project.root);
      expect(run.code).toBe(1);
      const file = "content/blog/trois-fautes.md";
      expect(run.stderr).toContain(`${file}:4: le champ « date » doit être une date écrite AAAA-MM-JJ qui existe au calendrier, et non « 2026-02-30 »`);
      expect(run.stderr).toContain(`${file}:5: le champ « category » vaut « ${unknown} », qui n'est la clé d'aucune catégorie`);
      expect(run.stderr).toContain(`${file}:8: le champ « cover » nomme images/absente.svg, qui n'est pas un fichier de content/blog/`);
      expect(run.stderr).toContain("1 fichier refusé, 3 erreurs");
      expect(snapshotTree(path.join(project.root, "dist"))).toEqual(before);
    });
  });

  describe("when one article names two unknown {{values}} in its description, one in its text, and has a date that is not one", () => {
    beforeAll(() =>
      writeFileSync(path.join(blogDir, "valeurs-inconnues.md"), article({ ...VALID, description: `${VALID.description} {{trialDay}} et {{produtName}}`, date: "2026-02-30" }, "Un paragraphe.\n\nEssai de {{demoMinute}} minutes.\n")),
    );
    afterAll(() => rmSync(path.join(blogDir, "valeurs-inconnues.md")));

    it("names all four, each at its line, not only the first", async () => {
      const run = await runSite(["build", "--no-compress"], project.root);
      expect(run.code).toBe(1);
      const file = "content/blog/valeurs-inconnues.md";
      expect(run.stderr).toContain(`${file}:3: le champ « description » nomme {{trialDay}}`);
      expect(run.stderr).toContain(`${file}:3: le champ « description » nomme {{produtName}}`);
      expect(run.stderr).toContain(`${file}:4: le champ « date » doit être une date`);
      expect(run.stderr).toMatch(new RegExp(`${file}:\\d+: \\{\\{demoMinute\\}\\} n'est pas une valeur connue`));
      expect(run.stderr).toContain("1 fichier refusé, 4 erreurs");
      expect(snapshotTree(path.join(project.root, "dist"))).toEqual(before);
    });
  });

  // A fault of each stage of the reading: the front matter's schema, its category rule, the files it
  // names, the addresses of the whole folder, and the links of the text to the site's pages.
  describe("when the faults are of every stage: a date, two clashes of address (a slug that is another file's name, one slug in two files), a category, a cover, a link to no page", () => {
    const files: Record<string, string> = {
      "date-fausse.md": article({ ...VALID, date: "2026-02-30" }),
      "deja-pris.md": article({ ...VALID, slug: "article-de-test" }),
      "doublon-a.md": article({ ...VALID, slug: "meme-adresse" }),
      "doublon-b.md": article({ ...VALID, slug: "meme-adresse" }),
      "categorie-absente.md": article({ ...VALID, category: `${strategy!.key}-inconnue` }),
      "sans-couverture.md": article({ ...VALID, cover: "images/absente.svg" }),
      "lien-casse.md": article(VALID, "Voir [la page](/pas-une-page-du-site/).\n"),
    };
    beforeAll(() => {
      utimesSync(path.join(blogDir, "article-de-test.md"), new Date("2026-01-01"), new Date("2026-01-01"));
      for (const [name, source] of Object.entries(files)) writeFileSync(path.join(blogDir, name), source);
      utimesSync(path.join(blogDir, "doublon-a.md"), new Date("2026-01-02"), new Date("2026-01-02"));
    });
    afterAll(() => {
      for (const name of Object.keys(files)) rmSync(path.join(blogDir, name));
    });

    it("names every one in one build", async () => {
      const run = await runSite(["build", "--no-compress"], project.root);
      expect(run.code).toBe(1);
      for (const message of [
        "content/blog/date-fausse.md:4: le champ « date »",
        "content/blog/deja-pris.md:10: le champ « slug » donne l'adresse « article-de-test », qui est déjà celle de content/blog/article-de-test.md",
        "content/blog/doublon-b.md:10: le champ « slug » donne l'adresse « meme-adresse », qui est déjà celle de content/blog/doublon-a.md",
        "content/blog/categorie-absente.md:5: le champ « category »",
        "content/blog/sans-couverture.md:8: le champ « cover »",
        "content/blog/lien-casse.md:12: le lien « /pas-une-page-du-site/ » du texte mène à une adresse qu'aucune page du site n'a",
      ]) {
        expect(run.stderr).toContain(message);
      }
      expect(run.stderr).toContain("6 fichiers refusés, 6 erreurs");
      expect(snapshotTree(path.join(project.root, "dist"))).toEqual(before);
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
      expect(run.stderr).toContain("content/blog/a-copie.md:10: le champ « slug » donne l'adresse « article-de-test », qui est déjà celle de content/blog/article-de-test.md");
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
