// A site path written in a field (a composed page's button, a menu's link in a YAML file) is the
// content writer's, like a link of a Markdown text: the build refuses one that leads to no page or
// to no #fragment, in French, naming the file, line, field and value, and leaves dist as it was;
// these were found only by `site check`, after the build, once per page that showed them.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ROUTES } from "../../src/routes/routes.ts";
import { SITE } from "../../src/site.ts";
import { ENGLISH, prose } from "../helpers/french-prose.ts";
import { copyProject, PROJECT_ROOT } from "../helpers/project-copy.ts";
import { runSite } from "../helpers/run-site.ts";
import { snapshotTree } from "../../packages/generator/tests/helpers/snapshot-tree.ts";

const read = (file: string) => readFileSync(path.join(PROJECT_ROOT, file), "utf8");
/** The 1-based line of `text` that holds `part`, from line `from` on. */
const lineOf = (text: string, part: string, from = 1) => text.split("\n").findIndex((line, index) => index + 1 >= from && line.includes(part)) + 1;
/** An address with the letter before its last slash left out: a typo of it. */
const typoOf = (address: string) => address.replace(/.\/$/, "/");

const LAYOUT = "content/site/layout.yaml";
const layout = parse(read(LAYOUT)) as { header: { links: { path: string }[] }; footer: { legal: { links: { path: string }[] } } };
// The header's last link and the footer's first legal link, both to a page of the site.
const HEADER_INDEX = layout.header.links.length - 1;
const HEADER_PATH = layout.header.links[HEADER_INDEX]!.path;
const LEGAL_PATH = layout.footer.legal.links[0]!.path;

// The first composed page whose section has a button (`cta:` as a group): its file, section and address.
const COMPOSED = readdirSync(path.join(PROJECT_ROOT, "content/pages"))
  .filter((name) => name.endsWith(".md"))
  .sort()
  .map((name) => `content/pages/${name}`)
  .find((file) => /^ {4}cta:\n {6}label: .*\n {6}path: /m.test(read(file)))!;
const CTA_LINE = read(COMPOSED).split("\n").indexOf("    cta:") + 1;
const SECTION = read(COMPOSED).split("\n").slice(0, CTA_LINE).filter((line) => line.startsWith("  - type: ")).length - 1;
const CTA_PATH = (parse(read(COMPOSED).split(/^---$/m)[1]!) as { sections: { cta: { path: string } }[] }).sections[SECTION]!.cta.path;
const CTA_FIELD = `sections[${SECTION}].cta.path`;
/** A page the button may lead to instead: the header's. */
const OTHER_PAGE = ROUTES.find((route) => route.path === HEADER_PATH)!.path;

// The privacy choices' footer link, to a fragment of the privacy policy.
const PRIVACY = "content/site/privacy.yaml";
const PRIVACY_PATH = (parse(read(PRIVACY)) as { link: { path: string } }).link.path;
const [PRIVACY_PAGE, FRAGMENT] = PRIVACY_PATH.split("#") as [string, string];

/** The file's text with the value of the field on line `line` replaced. */
const atLine = (text: string, line: number, from: string, to: string) =>
  text
    .split("\n")
    .map((written, index) => (index + 1 === line ? written.replace(`path: ${from}`, `path: ${to}`) : written))
    .join("\n");

const headerLine = lineOf(read(LAYOUT), `- path: ${HEADER_PATH}`);
const legalLine = lineOf(read(LAYOUT), `- path: ${LEGAL_PATH}`, lineOf(read(LAYOUT), "legal:"));
const ctaPathLine = lineOf(read(COMPOSED), "path: ", CTA_LINE);
const privacyLine = lineOf(read(PRIVACY), "path: ");

/** A mistake: the files it changes, and what the build says of it at the file and line. */
interface Mistake {
  changes: Record<string, (text: string) => string>;
  at: string;
  says: string;
}

const MISTAKES: [string, Mistake][] = [
  [
    "a composed page's button leading to an address no page has",
    {
      changes: { [COMPOSED]: (text) => atLine(text, ctaPathLine, CTA_PATH, typoOf(OTHER_PAGE)) },
      at: `${COMPOSED}:${ctaPathLine}`,
      says: `le champ « ${CTA_FIELD} » mène à « ${typoOf(OTHER_PAGE)} », une adresse qu'aucune page du site n'a : vouliez-vous dire « ${OTHER_PAGE} » ?`,
    },
  ],
  [
    "a header link of the layout file leading to an address no page has",
    {
      changes: { [LAYOUT]: (text) => atLine(text, headerLine, HEADER_PATH, typoOf(HEADER_PATH)) },
      at: `${LAYOUT}:${headerLine}`,
      says: `le champ « header.links[${HEADER_INDEX}].path » mène à « ${typoOf(HEADER_PATH)} », une adresse qu'aucune page du site n'a : vouliez-vous dire « ${HEADER_PATH} » ?`,
    },
  ],
  [
    "a footer link of the layout file to a page without its trailing slash",
    {
      changes: { [LAYOUT]: (text) => atLine(text, legalLine, LEGAL_PATH, LEGAL_PATH.slice(0, -1)) },
      at: `${LAYOUT}:${legalLine}`,
      says: `le champ « footer.legal.links[0].path » mène à « ${LEGAL_PATH.slice(0, -1)} », une adresse sans sa barre finale : écrivez « ${LEGAL_PATH} »`,
    },
  ],
  [
    "a link of a YAML file to a fragment its page has no element for",
    {
      changes: { [PRIVACY]: (text) => atLine(text, privacyLine, PRIVACY_PATH, `${PRIVACY_PATH}x`) },
      at: `${PRIVACY}:${privacyLine}`,
      says: `le champ « link.path » mène à « ${PRIVACY_PATH}x », une ancre qu'aucun élément de la page ${PRIVACY_PAGE} ne porte : vouliez-vous dire « #${FRAGMENT} » ?`,
    },
  ],
];

describe("given a project with a previous good build", () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  let before: Record<string, string>;
  const dist = () => path.join(project.root, "dist");

  /** The build of the project with `changes` made, each file from the project's text; the files put back after. */
  async function buildWith(changes: readonly Record<string, (text: string) => string>[]): Promise<{ code: number; said: string }> {
    const changed: Record<string, string> = {};
    for (const change of changes) for (const [file, edit] of Object.entries(change)) changed[file] = edit(changed[file] ?? read(file));
    for (const [file, text] of Object.entries(changed)) writeFileSync(path.join(project.root, file), text);
    const run = await runSite(["build"], project.root);
    for (const file of Object.keys(changed)) writeFileSync(path.join(project.root, file), read(file));
    return { code: run.code, said: run.stderr };
  }

  beforeAll(async () => {
    project = await copyProject();
    expect((await runSite(["build"], project.root)).code).toBe(0);
    before = snapshotTree(dist());
  });
  afterAll(() => project.remove());

  describe("when fields' site paths lead to no page or no fragment", () => {
    let built: Awaited<ReturnType<typeof buildWith>>;
    beforeAll(async () => {
      built = await buildWith(MISTAKES.map(([, { changes }]) => changes));
    });

    it.each(MISTAKES)("refuses %s, in French, with its file, line, field and value", (_, { at, says }) => {
      expect(built.code).toBe(1);
      const message = built.said.split("\n").find((line) => line.startsWith(`${at}: ${says}`));
      expect(message, built.said).toBeDefined();
      expect(prose(message!), message).not.toMatch(ENGLISH);
    });

    it("names each mistake once, not once per page that shows it", () => {
      expect(built.said.split("\n").filter((line) => line.startsWith(`${LAYOUT}:${headerLine}:`))).toHaveLength(1);
    });

    it("leaves the previous dist exactly as it was", () => {
      expect(snapshotTree(dist())).toEqual(before);
    });
  });

  describe("when the fields lead to other pages, to a fragment those have, or to another site", () => {
    it("builds", async () => {
      const built = await buildWith([
        { [COMPOSED]: (text) => atLine(text, ctaPathLine, CTA_PATH, PRIVACY_PATH) },
        { [LAYOUT]: (text) => atLine(text, headerLine, HEADER_PATH, LEGAL_PATH) },
        { [PRIVACY]: (text) => atLine(text, privacyLine, PRIVACY_PATH, SITE.loginUrl) },
      ]);
      expect(built.code, built.said).toBe(0);
    });
  });
});
