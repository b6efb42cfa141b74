// A composed page's references section: the references it names, in its order, or the latest of a
// trade, as cards leading to their pages; a name no reference has is refused by the build, naming
// the file, the line and the field, and dist/ is left as it was.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_COLLECTIONS } from "../../src/content-registry/collections.ts";
import { copyProject, PROJECT_ROOT } from "../helpers/project-copy.ts";
import { plainText, readPage } from "../helpers/read-dist.ts";
import { runSite } from "../helpers/run-site.ts";
import { snapshotTree } from "../../packages/generator/tests/helpers/snapshot-tree.ts";

const { folder } = CONTENT_COLLECTIONS.references;

/** The shipped references by slug, each with its trade and date as its file gives them. */
const REFERENCES = readdirSync(path.join(PROJECT_ROOT, folder))
  .filter((name) => name.endsWith(".md"))
  .map((name) => {
    const text = readFileSync(path.join(PROJECT_ROOT, folder, name), "utf8");
    return { slug: name.replace(/\.md$/, ""), sector: /^sector: (.+)$/m.exec(text)![1]!, date: /^date: (.+)$/m.exec(text)?.[1] ?? "" };
  });

// docs/content.md's "Add a reference", followed as written: its reference, as a new file, and its
// section, on the page built here. Where the company's references have replaced the examples the
// guide names (the real-company configuration), its logo and its references are the company's.
const guide = readFileSync(path.join(PROJECT_ROOT, "docs", "content.md"), "utf8");
const [WRITTEN_REFERENCE, WRITTEN_SECTION] = [.../## Add a reference[\s\S]*?(?=\n## )/.exec(guide)![0].matchAll(/```markdown\n([\s\S]*?)```/g)].map((match) => match[1]!);
const LOGOS = readdirSync(path.join(PROJECT_ROOT, folder, "images"));
const GUIDE_REFERENCE = WRITTEN_REFERENCE!.replace(/^logo: images\/(\S+)/m, (line, logo: string) => (LOGOS.includes(logo) ? line : `logo: images/${LOGOS[0]}`));
const GUIDE_SECTION = WRITTEN_SECTION!.replace(/chosen: \[(.+)\]/, (line, names: string) =>
  names.split(", ").every((slug) => REFERENCES.some((reference) => reference.slug === slug)) ? line : `chosen: [${REFERENCES.slice(0, 2).map((reference) => reference.slug).join(", ")}]`,
);

const [FIRST, SECOND] = REFERENCES;
const SECTOR = FIRST!.sector;
/** The newest of the trade, the guide's reference among them; of one day, the first by name (as the build orders them). */
const LATEST_OF_SECTOR = [...REFERENCES, { slug: "client-du-guide", sector: /^sector: (\S+)/m.exec(GUIDE_REFERENCE)![1]!, date: /^date: (\S+)/m.exec(GUIDE_REFERENCE)?.[1] ?? "" }]
  .filter((reference) => reference.sector === SECTOR)
  .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))[0]!;

const HERO = `  - type: hero\n    eyebrow: "Salon"\n    title: "Nos clients à Batimat"\n    lead: "Ils témoignent sur notre stand."\n`;
const page = (address: string, sections: string) =>
  `---\ntitle: "Nos clients au salon"\nlabel: "Clients"\naddress: ${address}\ndescription: "Les entreprises du BTP qui témoignent sur notre stand du salon Batimat, chiffres à l'appui."\nsections:\n${HERO}${sections}---\n`;
const chosen = (slugs: readonly string[]) =>
  `  - type: references\n    eyebrow: "Références"\n    title: "Ils nous font confiance"\n    chosen:\n${slugs.map((slug) => `      - ${slug}\n`).join("")}`;
const ofSector = `  - type: references\n    eyebrow: "Votre métier"\n    title: "Dans votre métier"\n    sector: ${SECTOR}\n    count: 1\n`;

describe("given a composed page with references sections", () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  const dist = () => path.join(project.root, "dist");
  const pages = () => path.join(project.root, "content", "pages");
  const cards = (section: Element) => [...section.querySelectorAll(".reference-card a")].map((link) => link.getAttribute("href"));

  beforeAll(async () => {
    project = await copyProject();
    mkdirSync(pages(), { recursive: true });
    writeFileSync(path.join(pages(), "clients.md"), page("/salons/clients/", chosen([SECOND!.slug, FIRST!.slug]) + ofSector));
    writeFileSync(path.join(project.root, folder, "client-du-guide.md"), GUIDE_REFERENCE);
    writeFileSync(path.join(pages(), "guide.md"), page("/salons/guide/", GUIDE_SECTION));
    const run = await runSite(["build", "--no-compress"], project.root);
    expect(run.code, run.stderr).toBe(0);
  });
  afterAll(() => project.remove());

  it("draws the chosen references in the page's order, then the latest of the trade, each card leading to its page", () => {
    const sections = [...readPage(dist(), "salons/clients/index.html").querySelectorAll("main section")].filter((section) => section.querySelector(".reference-grid"));
    expect(sections.map(cards)).toEqual([[`/references/${SECOND!.slug}/`, `/references/${FIRST!.slug}/`], [`/references/${LATEST_OF_SECTOR.slug}/`]]);
  });

  it("builds the guide's reference at its file's name, and its section with the references it names", () => {
    const title = /^title: (.+?)\s+#/m.exec(GUIDE_REFERENCE)![1]!;
    expect(plainText(readPage(dist(), "references/client-du-guide/index.html").querySelector("h1")!)).toBe(title);
    const named = /chosen: \[(.+)\]/.exec(GUIDE_SECTION)![1]!.split(", ");
    expect(cards(readPage(dist(), "salons/guide/index.html").querySelector(".reference-grid")!.parentElement!)).toEqual(named.map((slug) => `/references/${slug}/`));
  });

  it("links the cards' styles", () => {
    const sheets = [...readPage(dist(), "salons/clients/index.html").querySelectorAll('link[rel="stylesheet"]')];
    const css = sheets.map((link) => readFileSync(path.join(dist(), link.getAttribute("href")!), "utf8")).join("\n");
    expect(css).toContain(".reference-card");
  });

  describe("when a section names a reference that does not exist", () => {
    let before: Record<string, string>;
    const bad = () => path.join(pages(), "zz-bad.md");
    beforeAll(() => {
      before = snapshotTree(dist());
    });
    afterAll(() => rmSync(bad(), { force: true }));

    it("refuses the build, naming the file, the line, the field and the missing reference, and leaves dist/ as it was", async () => {
      const source = page("/salons/inconnue/", chosen([FIRST!.slug, "entreprise-inconnue"]));
      writeFileSync(bad(), source);
      const line = source.split("\n").indexOf("      - entreprise-inconnue") + 1;
      const run = await runSite(["build", "--no-compress"], project.root);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(
        `content/pages/zz-bad.md:${line}: le champ « sections[1].chosen[1] » nomme la référence « entreprise-inconnue », qui n'existe pas : aucun fichier ${folder}/entreprise-inconnue.md (les références sont : `,
      );
      expect(snapshotTree(dist())).toEqual(before);
    });

    it("refuses a section that names neither references nor a trade", async () => {
      const source = page("/salons/vide/", `  - type: references\n    eyebrow: "Références"\n    title: "Ils nous font confiance"\n`);
      writeFileSync(bad(), source);
      // A missing field is named at the group that lacks it.
      const line = source.split("\n").indexOf("  - type: references") + 1;
      const run = await runSite(["build", "--no-compress"], project.root);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`content/pages/zz-bad.md:${line}: le champ « sections[1].chosen » manque : nommez les références choisies, ou bien un métier`);
      expect(snapshotTree(dist())).toEqual(before);
    });
  });
});
