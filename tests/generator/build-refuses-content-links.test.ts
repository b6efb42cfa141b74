// Issue 51: a link of the content to no page or to no #fragment, and a former address that is a
// page's, claimed twice, or leading nowhere, are the content writer's mistakes: the build refuses
// them (not `site check` after it), in French, naming the file, line, field and value, and leaves
// dist as it was.
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_CATEGORIES } from "../../src/models/blog/blog-texts.ts";
import { ROUTES } from "../../src/routes/routes.ts";
import { ENGLISH, prose } from "../helpers/french-prose.ts";
import { copyProject, PROJECT_ROOT } from "../helpers/project-copy.ts";
import { runSite } from "../helpers/run-site.ts";
import { snapshotTree } from "../../packages/generator/tests/helpers/snapshot-tree.ts";

const read = (file: string) => readFileSync(path.join(PROJECT_ROOT, file), "utf8");
const filesOf = (folder: string) => readdirSync(path.join(PROJECT_ROOT, folder)).filter((name) => name.endsWith(".md")).sort().map((name) => `${folder}/${name}`);
/** The 1-based line of `text` that holds `part`. */
const lineOf = (text: string, part: string) => text.split("\n").findIndex((line) => line.includes(part)) + 1;

// Two articles that link to a page of the site, each by its first such link; a composed page.
const LINK = /\]\((\/[a-z0-9/-]*\/)\)/;
const [ARTICLE, OTHER] = filesOf("content/blog").filter((file) => LINK.test(read(file)));
const [LINKED, OTHER_LINKED] = [ARTICLE!, OTHER!].map((file) => LINK.exec(read(file))![1]!);
/** The linked address with a letter left out: a typo of it. */
const TYPO = LINKED!.replace(/.\/$/, "/");
const COMPOSED = filesOf("content/pages").find((file) => /^address: \/[a-z]/m.test(read(file)))!;
const COMPOSED_ADDRESS = /^address: (.*)$/m.exec(read(COMPOSED))![1]!;
const LEGAL = filesOf("content/legal")[0]!;
const REFERENCE = filesOf("content/references")[0]!;
const BLOG_PAGES = "content/blog-pages.yaml";
const NEW_PAGE = "content/pages/salon-des-liens.md";
const FORMER = "/blog/une-ancienne-adresse/";
// The two articles not given a composed page's address: the older, listed after the newer, is refused.
const dateOf = (file: string) => /^date: (.*)$/m.exec(read(file))![1]!;
const [NEWER, OLDER] = filesOf("content/blog")
  .filter((file) => file !== ARTICLE)
  .sort((a, b) => dateOf(b).localeCompare(dateOf(a)) || a.localeCompare(b));

/** A composed page, its sections after its hero given as YAML. */
const composedPage = (address: string, rest: string) =>
  `---\ntitle: "Salon de la construction"\nlabel: "Salon"\naddress: ${address}\ndescription: "Notre stand au salon de la construction, et une démonstration sur place."\n` +
  `${rest}sections:\n  - type: hero\n    eyebrow: "Salon"\n    title: "Le salon"\n    lead: "Venez nous voir."\n`;

/** A mistake: the files it changes (each from its text in the project), and what the build's message says of it, at its line. */
interface Mistake {
  changes: Record<string, (text: string) => string>;
  file: string;
  line: (changed: string) => number;
  says: string;
}

const LINK_MISTAKES: [string, Mistake][] = [
  [
    "a link in an article's text to an address no page has",
    {
      changes: { [ARTICLE!]: (text) => text.replace(`](${LINKED})`, `](${TYPO})`) },
      file: ARTICLE!,
      line: (text) => lineOf(text, `](${TYPO})`),
      says: `le lien « ${TYPO} » du texte mène à une adresse qu'aucune page du site n'a : vouliez-vous dire « ${LINKED} » ?`,
    },
  ],
  [
    "a link in a composed page's text section to an address no page has",
    {
      changes: { [NEW_PAGE]: () => `${composedPage("/salon-des-liens/", "")}  - type: text\n    body: |\n      Le programme.\n\n      Voir [les tarifs](/tarifs-inconnus/).\n---\n` },
      file: NEW_PAGE,
      line: (text) => lineOf(text, "(/tarifs-inconnus/)"),
      says: "le lien « /tarifs-inconnus/ » du champ « sections[1].body » mène à une adresse qu'aucune page du site n'a",
    },
  ],
  [
    "a link in a reference's story to a page without its trailing slash",
    {
      changes: { [REFERENCE]: (text) => `${text}\nVoir [la démonstration](${LINKED!.slice(0, -1)}).\n` },
      file: REFERENCE,
      line: (text) => lineOf(text, "[la démonstration]"),
      says: `le lien « ${LINKED!.slice(0, -1)} » du texte mène à une adresse sans sa barre finale : écrivez « ${LINKED} »`,
    },
  ],
  [
    "a link to a fragment its page has no element for",
    {
      changes: { [OTHER!]: (text) => text.replace(`](${OTHER_LINKED})`, `](${OTHER_LINKED}#ancre-inconnue)`) },
      file: OTHER!,
      line: (text) => lineOf(text, "#ancre-inconnue)"),
      says: `le lien « ${OTHER_LINKED}#ancre-inconnue » du texte vise l'ancre « #ancre-inconnue », qu'aucun élément de la page ${OTHER_LINKED} ne porte`,
    },
  ],
  [
    "a link to a fragment of its own page that no heading has",
    {
      changes: { [LEGAL]: (text) => `${text}\nVoir [plus haut](#section-inconnue).\n` },
      file: LEGAL,
      line: (text) => lineOf(text, "(#section-inconnue)"),
      says: "le lien « #section-inconnue » du texte vise l'ancre « #section-inconnue », qu'aucun élément de cette page ne porte",
    },
  ],
];

/** `lines` added at the end of a file's front matter. */
const frontMatter = (lines: string) => (text: string) => text.replace(/\n---\n/, `\n${lines}\n---\n`);
const CATEGORY = BLOG_CATEGORIES[0]!;

const REDIRECT_MISTAKES: [string, Mistake][] = [
  [
    "a former address that is a composed page's address",
    {
      changes: { [ARTICLE!]: frontMatter(`redirectFrom: ${COMPOSED_ADDRESS}`) },
      file: ARTICLE!,
      line: (text) => lineOf(text, "redirectFrom:"),
      says: `le champ « redirectFrom » donne « ${COMPOSED_ADDRESS} », l'adresse de la page de ${COMPOSED} : une ancienne adresse ne peut pas être celle d'une page existante`,
    },
  ],
  [
    "a page's own address among its former ones",
    {
      changes: { [COMPOSED]: frontMatter(`redirectFrom: [${COMPOSED_ADDRESS}]`) },
      file: COMPOSED,
      line: (text) => lineOf(text, "redirectFrom:"),
      says: `le champ « redirectFrom » donne « ${COMPOSED_ADDRESS} », l'adresse de cette page même`,
    },
  ],
  [
    "a former address two articles give",
    {
      changes: { [NEWER!]: frontMatter(`redirectFrom: ${FORMER}`), [OLDER!]: frontMatter(`redirectFrom: ${FORMER}`) },
      file: OLDER!,
      line: (text) => lineOf(text, "redirectFrom:"),
      says: `le champ « redirectFrom » donne « ${FORMER} », que ${NEWER}:`,
    },
  ],
  [
    "a category's former address that is the blog's own",
    {
      changes: { [BLOG_PAGES]: (text) => text.replace(`slug: ${CATEGORY.slug}\n`, `slug: ${CATEGORY.slug}\n    redirectFrom:\n      - /blog/\n`) },
      file: BLOG_PAGES,
      line: (text) => lineOf(text, "      - /blog/"),
      says: `le champ « categories[0].redirectFrom » donne « /blog/ », l'adresse de la page « ${ROUTES.find((route) => route.path === "/blog/")!.title} »`,
    },
  ],
  [
    "a page ended, leading to an address no page has",
    {
      changes: { [NEW_PAGE]: () => `${composedPage("/salon-fini/", "date: 2019-10-01\nuntil: 2019-11-08\nafterwards: /salon-suivant/\n")}---\n` },
      file: NEW_PAGE,
      line: (text) => lineOf(text, "afterwards:"),
      says: "le champ « afterwards » mène à « /salon-suivant/ », une adresse qu'aucune page du site n'a",
    },
  ],
];

describe("given a project with a previous good build", () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  let before: Record<string, string>;
  const dist = () => path.join(project.root, "dist");

  /** The build of the project with `mistakes` made, each of its files from the project's text; the files put back after. */
  async function buildWith(mistakes: readonly Mistake[]): Promise<{ code: number; lines: string[]; changed: Record<string, string> }> {
    const changed: Record<string, string> = {};
    for (const { changes } of mistakes) {
      for (const [file, change] of Object.entries(changes)) changed[file] = change(changed[file] ?? (file === NEW_PAGE ? "" : read(file)));
    }
    for (const [file, text] of Object.entries(changed)) writeFileSync(path.join(project.root, file), text);
    const run = await runSite(["build"], project.root);
    for (const file of Object.keys(changed)) {
      if (file === NEW_PAGE) rmSync(path.join(project.root, file));
      else writeFileSync(path.join(project.root, file), read(file));
    }
    return { code: run.code, lines: run.stderr.split("\n"), changed };
  }

  beforeAll(async () => {
    project = await copyProject();
    expect((await runSite(["build"], project.root)).code).toBe(0);
    before = snapshotTree(dist());
  });
  afterAll(() => project.remove());

  describe.each([
    ["links", LINK_MISTAKES],
    ["former addresses", REDIRECT_MISTAKES],
  ] as const)("when the content's %s are wrong", (_, mistakes) => {
    let built: Awaited<ReturnType<typeof buildWith>>;
    beforeAll(async () => {
      built = await buildWith(mistakes.map(([, mistake]) => mistake));
    });

    it.each(mistakes)("refuses %s, in French, with its file, line, field and value", (_, { file, line, says }) => {
      expect(built.code).toBe(1);
      const message = built.lines.find((said) => said.startsWith(`${file}:${line(built.changed[file]!)}: ${says}`));
      expect(message, built.lines.join("\n")).toBeDefined();
      expect(prose(message!), message).not.toMatch(ENGLISH);
    });

    it("leaves the previous dist exactly as it was", () => {
      expect(snapshotTree(dist())).toEqual(before);
    });
  });
});
