import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyProject } from "../helpers/project-copy.ts";
import { plainText, readSection } from "../helpers/read-dist.ts";
import { runSite } from "../helpers/run-site.ts";
import { snapshotTree } from "../../packages/generator/tests/helpers/snapshot-tree.ts";

// A marketer fixes a clause of the terms of sale in content/legal/cgu-cgv.md, as the README says.
describe("given a project whose terms of sale were built", () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  let terms: string;
  let original: string;
  let before: Record<string, string>;
  const dist = () => path.join(project.root, "dist");
  /** The line of the terms file that holds `text`, 1-based. */
  const lineOf = (source: string, text: string) => source.slice(0, source.indexOf(text)).split("\n").length;

  beforeAll(async () => {
    project = await copyProject();
    terms = path.join(project.root, "content", "legal", "cgu-cgv.md");
    original = readFileSync(terms, "utf8");
    const run = await runSite(["build", "--no-compress"], project.root);
    expect(run.code, run.stderr).toBe(0);
    before = snapshotTree(dist());
  });
  afterAll(() => project.remove());

  describe("when a clause is rewritten", () => {
    beforeAll(() => {
      const edited = original.replace("au-delà de trente jours", "au-delà de soixante jours");
      expect(edited).not.toBe(original);
      writeFileSync(terms, edited);
    });
    afterAll(() => writeFileSync(terms, original));

    it("shows the new text in its section after the next build, typeset the French way", async () => {
      const run = await runSite(["build", "--no-compress"], project.root);
      expect(run.code, run.stderr).toBe(0);
      const section = readSection(dist(), "/cgu-cgv/", "force-majeure");
      expect(plainText(section)).toContain("se prolonge au-delà de soixante jours");
      expect(plainText(section)).not.toContain("trente jours");
      // "événement ; si" keeps its narrow no-break space before the semicolon.
      expect(section.textContent).toContain("événement\u202f; si");
      before = snapshotTree(dist());
    });
  });

  const refusals: [string, (source: string) => string, (source: string) => string][] = [
    [
      "an unknown {{name}} in the text",
      (source) => source.replace("d'un essai gratuit de {{trialDays}} jours", "d'un essai gratuit de {{trialDay}} jours"),
      (source) =>
        `content/legal/cgu-cgv.md:${lineOf(source, "{{trialDay}}")}: {{trialDay}} n'est pas une valeur connue (vouliez-vous dire {{trialDays}} ?)`,
    ],
    [
      "an unknown {{name}} in a front matter field",
      (source) => source.replace('title: "Conditions générales', 'title: "{{produtName}} : conditions générales'),
      () => "content/legal/cgu-cgv.md:2: le champ « title » nomme {{produtName}}, qui n'est pas une valeur connue (vouliez-vous dire {{productName}} ?)",
    ],
    [
      "a date that the calendar does not have",
      (source) => source.replace("updated: 2026-11-22", "updated: 2026-02-30"),
      () => "content/legal/cgu-cgv.md:5: le champ « updated » doit être une date écrite AAAA-MM-JJ qui existe au calendrier, et non « 2026-02-30 »",
    ],
    [
      "a last update after today",
      (source) => source.replace("updated: 2026-11-22", "updated: 2999-01-01"),
      () => "content/legal/cgu-cgv.md:5: le champ « updated » doit être le dernier jour où le texte a changé, aujourd'hui au plus tard, et non « 2999-01-01 »",
    ],
    [
      "a misspelt field",
      (source) => source.replace("label:", "labl:"),
      () => "content/legal/cgu-cgv.md:3: le champ « labl » n'est pas attendu ici : vouliez-vous dire « label » ? (champs attendus : title, label, description, updated)",
    ],
    [
      "a heading without its id",
      (source) => source.replace("## Force majeure {#force-majeure}", "## Force majeure"),
      (source) =>
        `content/legal/cgu-cgv.md:${lineOf(source, "## Force majeure")}: l'intertitre « Force majeure » n'a pas d'identifiant : écrivez « ## Force majeure {#force-majeure} »`,
    ],
    [
      "a heading id used twice",
      (source) => source.replace("{#force-majeure}", "{#responsabilite}"),
      (source) =>
        `content/legal/cgu-cgv.md:${lineOf(source, "## Force majeure")}: l'identifiant « responsabilite » est déjà celui de l'intertitre de la ligne ${lineOf(source, "## Responsabilité")}`,
    ],
  ];

  describe.each(refusals)("when the terms have %s", (_, edit, message) => {
    let edited: string;
    beforeAll(() => {
      edited = edit(original);
      expect(edited).not.toBe(original);
      writeFileSync(terms, edited);
    });
    afterAll(() => writeFileSync(terms, original));

    it("refuses to build, naming the file, the line and the field, and leaves dist as it was", async () => {
      const run = await runSite(["build", "--no-compress"], project.root);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(message(edited));
      expect(snapshotTree(dist())).toEqual(before);
      expect(readdirSync(project.root).filter((name) => name.startsWith(".dist"))).toEqual([]);
    });
  });
});
