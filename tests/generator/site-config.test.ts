import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyProject } from "../helpers/project-copy.ts";
import { runSite } from "../helpers/run-site.ts";
import { snapshotTree } from "../helpers/snapshot-tree.ts";

// Each case edits one line of src/site.ts the way a deployer might get it wrong.
const CASES: [string, string, string, string][] = [
  ["a site URL without its scheme", 'siteUrl: "https://www.example.com"', 'siteUrl: "www.example.com"', 'SITE.siteUrl is "www.example.com"; expected the site\'s https:// origin'],
  ["a site URL with a trailing slash", 'siteUrl: "https://www.example.com"', 'siteUrl: "https://www.example.com/"', 'SITE.siteUrl is "https://www.example.com/"; expected the site\'s https:// origin, with no path and no trailing slash'],
  ["a scheduling page over http", 'schedulingUrl: "https://calendly.com/example/demo-30-min"', 'schedulingUrl: "http://calendly.com/example/demo-30-min"', 'SITE.schedulingUrl is "http://calendly.com/example/demo-30-min"; expected an absolute https:// URL'],
  ["a widget script URL that is no URL", 'schedulingScriptUrl: "https://assets.calendly.com/assets/external/widget.js"', 'schedulingScriptUrl: "assets.calendly.com widget"', 'SITE.schedulingScriptUrl is "assets.calendly.com widget"; expected an absolute https:// URL'],
  ["a page size of zero", "blogPageSize: 9,", "blogPageSize: 0,", "SITE.blogPageSize is 0; expected a whole number from 1 to 100"],
  ["a redirect from a path no host file can hold", "redirects: [] as", 'redirects: [{ from: "/ancienne offre/", to: "/" }] as', 'SITE.redirects[0].from is "/ancienne offre/"; expected a site path: /, then letters, digits and - . _ ~ / only'],
  ["a percentage over 100", "timeSavedPercent: 70,", "timeSavedPercent: 700,", "SPEC.timeSavedPercent is 700; expected a percentage from 0 to 100"],
  ["a booking widget rule of neither kind", 'schedulingLoad: "consent" as', 'schedulingLoad: "click" as', 'SITE.schedulingLoad is "click"; expected "consent" (the visitor asks first; the default) or "visible"'],
  ["a measurement endpoint in clear over the network", 'endpoint: "https://plausible.io/api/event"', 'endpoint: "http://plausible.io/api/event"', 'SITE.measurement.endpoint is "http://plausible.io/api/event"; expected an absolute https:// URL'],
  ["a measurement provider the site has no adapter for", 'provider: "plausible",\n    endpoint', 'provider: "umami",\n    endpoint', 'expected null (no measurement), or an object whose provider is "plausible" (with endpoint and domain) or "matomo" (with endpoint and siteId)'],
];

const COMPANY_CASES: [string, string, string, string][] = [
  ["an e-mail without @", "contactEmail: contact@example.com", "contactEmail: contact.example.com", "content/site/company.yaml:1: le champ « contactEmail » doit être une adresse e-mail, par exemple contact@exemple.fr, et non « contact.example.com »"],
  ["a social link over http", "socialUrl: https://www", "socialUrl: http://www", "content/site/company.yaml:2: le champ « socialUrl » doit être une adresse https:// complète"],
  ["a share capital in words", "shareCapitalEuros: 1000", "shareCapitalEuros: mille euros", "content/site/company.yaml:6: le champ « company.shareCapitalEuros » doit être un nombre, et non « mille euros »"],
];

describe("given a project that builds", () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  let siteFile: string;
  let original: string;
  let before: Record<string, string>;

  beforeAll(async () => {
    project = await copyProject();
    siteFile = path.join(project.root, "src", "site.ts");
    original = readFileSync(siteFile, "utf8");
    const run = await runSite(["build", "--no-compress"], project.root);
    expect(run.code, run.stderr).toBe(0);
    before = snapshotTree(path.join(project.root, "dist"));
  });
  afterAll(() => project.remove());

  // The build names every value that is wrong at once, so the cases share builds: two, as two
  // cases edit the same line (the site URL) and two the same object (the measurement), whose
  // second case goes with the second build.
  const SECOND_BUILD = ["a site URL with a trailing slash", "a measurement provider the site has no adapter for"];
  const GROUPS = [CASES.filter(([name]) => !SECOND_BUILD.includes(name)), CASES.filter(([name]) => SECOND_BUILD.includes(name))];

  describe.each(GROUPS.map((group) => [group.length, group] as const))("when src/site.ts has %i wrong values at once", (_, group) => {
    let run: Awaited<ReturnType<typeof runSite>>;
    beforeAll(async () => {
      // URLs and e-mail are set in PLACEHOLDERS, which SITE reads.
      let edited = original;
      for (const [, from, to] of group) {
        expect(edited).toContain(from);
        edited = edited.replace(from, to);
      }
      writeFileSync(siteFile, edited);
      run = await runSite(["build", "--no-compress"], project.root);
    });
    afterAll(() => writeFileSync(siteFile, original));

    it("fails and leaves dist as it was", () => {
      expect(run.code).toBe(1);
      expect(run.stderr).toContain("src/site.ts:");
      expect(snapshotTree(path.join(project.root, "dist"))).toEqual(before);
    });
    it.each(group)("names the field, the value and what is expected for %s", (_name, _from, _to, message) => {
      expect(run.stderr).toContain(message);
    });
  });

  // The team's values are content (content/site/company.yaml): the content's French message, by file, line and field.
  describe.each(COMPANY_CASES)("when content/site/company.yaml has %s", (_, from, to, message) => {
    let companyFile: string;
    let companyText: string;
    beforeAll(() => {
      companyFile = path.join(project.root, "content", "site", "company.yaml");
      companyText = readFileSync(companyFile, "utf8");
      expect(companyText).toContain(from);
      writeFileSync(companyFile, companyText.replace(from, to));
    });
    afterAll(() => writeFileSync(companyFile, companyText));

    it("fails naming the file, the field and what is expected, and leaves dist as it was", async () => {
      const run = await runSite(["build", "--no-compress"], project.root);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(message);
      expect(snapshotTree(path.join(project.root, "dist"))).toEqual(before);
    });
  });
});
