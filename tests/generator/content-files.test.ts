// The YAML content files as a marketer meets them: an edit shows on the page; a mistake is refused
// with the file, the line and the field, and the last good site stays as it was.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import booking from "../../content/home/booking.yaml";
import { FAQ_QUESTIONS } from "../../src/content-registry/schemas/sections/faq.ts";
import { SPEC } from "../../src/site.ts";
import { composedSection, composedSections } from "../helpers/composed-section.ts";
import { copyProject } from "../helpers/project-copy.ts";
import { plainText, readPage } from "../helpers/read-dist.ts";
import { runSite } from "../helpers/run-site.ts";
import { snapshotTree } from "../../packages/generator/tests/helpers/snapshot-tree.ts";

describe("YAML content files", () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  let dist: string;
  const file = (name: string) => path.join(project.root, "content", name);
  const edit = (name: string, change: (text: string) => string) => {
    const original = readFileSync(file(name), "utf8");
    writeFileSync(file(name), change(original));
    return () => writeFileSync(file(name), original);
  };

  beforeAll(async () => {
    project = await copyProject();
    dist = path.join(project.root, "dist");
  });
  afterAll(() => project.remove());

  it("show an edited hero title on the built home page, and a {{name}} as its value", async () => {
    // The home page's first section is its hero: the first indented title and eyebrow of its file.
    edit("pages/accueil.md", (text) =>
      text.replace(/^ {4}title: .*$/m, "    title: Vos chantiers, {{trialDays}} jours avant les autres").replace(/^ {4}eyebrow: .*$/m, "    eyebrow: Pour le BTP"),
    );
    const run = await runSite(["build", "--no-compress"], project.root);
    expect(run.code).toBe(0);
    const home = readPage(dist, "index.html");
    expect(plainText(home.querySelector("h1")!)).toBe(`Vos chantiers, ${SPEC.trialDays} jours avant les autres`);
  });

  it("reach the browser's code too: an island that reads a file gets its checked, filled data", async () => {
    const island = path.join(project.root, "src", "islands", "Accordion.tsx");
    const original = readFileSync(island, "utf8");
    writeFileSync(
      island,
      `import booking from "../../content/home/booking.yaml";\n` + original.replace('data-slot="accordion"', 'data-slot="accordion" data-first={booking.title}'),
    );
    try {
      const run = await runSite(["build", "--no-compress", "--out", "dist-island"], project.root);
      expect(run.code).toBe(0);
      const chunks = path.join(project.root, "dist-island", "assets", "chunks");
      const accordion = readdirSync(chunks).find((name) => name.startsWith("Accordion-"))!;
      // esbuild writes the bundle's non-ASCII characters as escapes: \xE9, \u2019.
      const code = readFileSync(path.join(chunks, accordion), "utf8").replace(/\\(?:x([0-9a-f]{2})|u([0-9a-f]{4}))/gi, (_, x?: string, u?: string) => String.fromCharCode(parseInt(x ?? u!, 16)));
      expect(code).toContain(booking.title);
      expect(code).not.toContain("{{demoMinutes}}");
    } finally {
      writeFileSync(island, original);
    }
  });

  describe("refuse a mistake, leaving the previous dist exactly as it was", () => {
    let before: Record<string, string>;
    beforeAll(() => {
      before = snapshotTree(dist);
    });

    const refused = async (name: string, change: (text: string) => string) => {
      const restore = edit(name, change);
      try {
        const run = await runSite(["build", "--no-compress"], project.root);
        expect(run.code).toBe(1);
        expect(snapshotTree(dist)).toEqual(before);
        return run.stderr;
      } finally {
        restore();
      }
    };

    it("a question more than the FAQ holds: the file, the line of the first too many, the field and the count", async () => {
      const [min, max] = FAQ_QUESTIONS;
      const shipped = composedSection("accueil", "faq").items.length;
      const page = readFileSync(file("pages/accueil.md"), "utf8");
      // The FAQ's questions end where the next section, the booking, starts.
      const next = "  - type: booking\n";
      const added = (count: number) => (text: string) => text.replace(next, "      - question: Une question de plus ?\n        answer:\n          - Une réponse.\n".repeat(count) + next);
      const stderr = await refused("pages/accueil.md", added(max + 1 - shipped));
      // Each question takes three lines: the first too many starts max - shipped questions after the booking's line.
      const line = page.slice(0, page.indexOf(next)).split("\n").length + 3 * (max - shipped);
      const index = page.split("\n  - type: ").findIndex((part) => part.startsWith("faq")) - 1;
      expect(stderr).toContain(`content/pages/accueil.md:${line}: le champ « sections[${index}].items » doit contenir de ${min} à ${max} questions (il y en a ${max + 1})`);
    });

    it("two tabs of one type: the line of the second's type, and why", async () => {
      const [first, second] = composedSection("signaux-affaires", "signal-tabs").tabs;
      const index = composedSections("signaux-affaires").findIndex((section) => section.type === "signal-tabs");
      const stderr = await refused("pages/signaux-affaires.md", (text) => text.replace(`kind: ${second!.kind}`, `kind: ${first!.kind}`));
      const line = readFileSync(file("pages/signaux-affaires.md"), "utf8").split("\n").findIndex((text) => text.includes(`kind: ${second!.kind}`)) + 1;
      expect(stderr).toContain(`content/pages/signaux-affaires.md:${line}: le champ « sections[${index}].tabs[1].kind » revient : chaque onglet a son propre type`);
    });

    it("an unknown key: its line, its name and the likely one", async () => {
      const stderr = await refused("home/booking.yaml", (text) => text.replace(/^title: /m, "titel: "));
      expect(stderr).toMatch(/content\/home\/booking\.yaml:\d+: le champ « titel » n'est pas attendu ici : vouliez-vous dire « title » \?/);
      const line = Number(/booking\.yaml:(\d+)/.exec(stderr)![1]);
      expect(readFileSync(file("home/booking.yaml"), "utf8").split("\n")[line - 1]).toMatch(/^title: /);
    });

    it("a missing field and a wrong type, by their path in the file", async () => {
      expect(await refused("home/booking.yaml", (text) => text.replace(/^title: .*\n/m, ""))).toMatch(/content\/home\/booking\.yaml:1: le champ « title » manque/);
      expect(await refused("home/booking.yaml", (text) => text.replace(/^title: .*$/m, "title:\n  - a list"))).toMatch(
        /content\/home\/booking\.yaml:\d+: le champ « title » doit être un texte, et non une liste/,
      );
    });

    it("an unknown {{name}}: the file, the line, the field and the likely name", async () => {
      const stderr = await refused("home/booking.yaml", (text) => text.replace(/^title: .*$/m, "title: Essai de {{trialDay}} jours"));
      const line = readFileSync(file("home/booking.yaml"), "utf8").split("\n").findIndex((text) => text.startsWith("title: ")) + 1;
      expect(stderr).toContain(`content/home/booking.yaml:${line}: le champ « title » nomme {{trialDay}}, qui n'est pas une valeur connue (vouliez-vous dire {{trialDays}} ?)`);
    });

    it("two unknown {{names}} in two fields: both, each at its line", async () => {
      const stderr = await refused("home/booking.yaml", (text) => text.replace(/^title: .*$/m, "title: Essai de {{trialDay}} jours").replace(/^lead: .*$/m, "lead: Avec {{produtName}}"));
      const lines = readFileSync(file("home/booking.yaml"), "utf8").split("\n");
      expect(stderr).toContain(`content/home/booking.yaml:${lines.findIndex((text) => text.startsWith("title: ")) + 1}: le champ « title » nomme {{trialDay}}`);
      expect(stderr).toContain(`content/home/booking.yaml:${lines.findIndex((text) => text.startsWith("lead: ")) + 1}: le champ « lead » nomme {{produtName}}`);
    });

    it("YAML that does not parse, at its line", async () => {
      expect(await refused("home/booking.yaml", (text) => text.replace(/^title: .*$/m, 'title: "unclosed'))).toMatch(
        /content\/home\/booking\.yaml:\d+: le YAML n'est pas valide ici : un guillemet ouvert n'est pas refermé/,
      );
    });
  });
});
