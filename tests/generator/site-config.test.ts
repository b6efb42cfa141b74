import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import OWNER from "../../content/site/company.yaml";
import { setSiteValue } from "../../scripts/lib/site-values.ts";
import { SITE, SPEC } from "../../src/site.ts";
import { copyProject, PROJECT_ROOT } from "../helpers/project-copy.ts";
import { runSite } from "../helpers/run-site.ts";
import { snapshotTree } from "../../packages/generator/tests/helpers/snapshot-tree.ts";

// Each case sets one value of SITE the way a deployer might get it wrong, made from the value it has.
const MEASUREMENT_FACTS = 'providerName: "Mesure", hosting: "France", keeps: "Rien.", retentionMonths: 13';
const host = SITE.siteUrl.replace(/^https:\/\//, "");
const httpScheduling = SITE.schedulingUrl.replace(/^https:/, "http:");
const CASES: [string, string, string, string][] = [
  ["a site URL without its scheme", "siteUrl", JSON.stringify(host), `SITE.siteUrl is "${host}"; expected the site's https:// origin`],
  ["a site URL with a trailing slash", "siteUrl", JSON.stringify(`${SITE.siteUrl}/`), `SITE.siteUrl is "${SITE.siteUrl}/"; expected the site's https:// origin, with no path and no trailing slash`],
  ["a scheduling page over http", "schedulingUrl", JSON.stringify(httpScheduling), `SITE.schedulingUrl is "${httpScheduling}"; expected an absolute https:// URL`],
  ["a widget script URL that is no URL", "schedulingScriptUrl", '"assets.calendly.com widget"', 'SITE.schedulingScriptUrl is "assets.calendly.com widget"; expected an absolute https:// URL'],
  ["a page size of zero", "blogPageSize", "0", "SITE.blogPageSize is 0; expected a whole number from 1 to 100"],
  ["a feed of no article", "blogFeedSize", "0", "SITE.blogFeedSize is 0; expected a whole number from 1 to 100"],
  ["a redirect from a path no host file can hold", "redirects", '[{ from: "/ancienne offre/", to: "/" }] as { from: string; to: string }[]', 'SITE.redirects[0].from is "/ancienne offre/"; expected a site path: /, then letters, digits and - . _ ~ / only'],
  ["a booking widget rule of neither kind", "schedulingLoad", '"click" as "consent" | "visible"', 'SITE.schedulingLoad is "click"; expected "consent" (the visitor asks first; the default) or "visible"'],
  ["a measurement endpoint in clear over the network", "measurement", `{ provider: "plausible", endpoint: "http://plausible.io/api/event", domain: "exemple.fr", ${MEASUREMENT_FACTS} } as Measurement | null`, 'SITE.measurement.endpoint is "http://plausible.io/api/event"; expected an absolute https:// URL'],
  ["a measurement provider the site has no adapter for", "measurement", `{ provider: "umami", endpoint: "https://umami.exemple.fr/api/send", ${MEASUREMENT_FACTS} } as unknown as Measurement | null`, 'expected null (no measurement), or an object whose provider is "plausible" (with endpoint and domain) or "matomo" (with endpoint and siteId), each with providerName, hosting, keeps and retentionMonths'],
];

/** SPEC's constants are not SITE's: the one case of the spec's numbers edits its line. */
const SPEC_CASE = ["a percentage over 100", `timeSavedPercent: ${SPEC.timeSavedPercent},`, "timeSavedPercent: 700,", "SPEC.timeSavedPercent is 700; expected a percentage from 0 to 100"] as const;

/** The company file's line holding `field` ("contactEmail", "company.shareCapitalEuros"), counted from 1. */
const lineOf = (text: string, field: string) => {
  const key = field.split(".").at(-1)!;
  return text.split("\n").findIndex((line) => line.trimStart().startsWith(`${key}:`)) + 1;
};
const company = readFileSync(path.join(PROJECT_ROOT, "content", "site", "company.yaml"), "utf8");
const badEmail = OWNER.contactEmail.replace("@", ".");
const COMPANY_CASES: [string, string, string, string][] = [
  ["an e-mail without @", `contactEmail: ${OWNER.contactEmail}`, `contactEmail: ${badEmail}`, `content/site/company.yaml:${lineOf(company, "contactEmail")}: le champ « contactEmail » doit être une adresse e-mail, par exemple contact@exemple.fr, et non « ${badEmail} »`],
  ["a social link over http", `socialUrl: ${OWNER.socialUrl}`, `socialUrl: ${OWNER.socialUrl.replace(/^https:/, "http:")}`, `content/site/company.yaml:${lineOf(company, "socialUrl")}: le champ « socialUrl » doit être une adresse https:// complète`],
  ["a share capital in words", `shareCapitalEuros: ${OWNER.company.shareCapitalEuros}`, "shareCapitalEuros: mille euros", `content/site/company.yaml:${lineOf(company, "company.shareCapitalEuros")}: le champ « company.shareCapitalEuros » doit être un nombre, et non « mille euros »`],
];

describe("given a project that builds", () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  let siteFile: string;
  let original: string;
  let before: Record<string, string>;
  let built: Awaited<ReturnType<typeof runSite>>;

  beforeAll(async () => {
    project = await copyProject();
    siteFile = path.join(project.root, "src", "site.ts");
    original = readFileSync(siteFile, "utf8");
    built = await runSite(["build", "--no-compress"], project.root);
    expect(built.code, built.stderr).toBe(0);
    before = snapshotTree(path.join(project.root, "dist"));
  });
  afterAll(() => project.remove());

  it(`says the audience measurement is off ${SITE.measurement ? "only when it is: it has a provider here" : "(SITE.measurement is null here)"}`, () => {
    const note = /^Note {2}audience measurement is off\b/m;
    if (SITE.measurement) expect(built.stdout).not.toMatch(note);
    else expect(built.stdout).toMatch(note);
  });

  // The build names every value that is wrong at once, so the cases share builds: two, as two
  // cases set the same value (the site URL, the measurement), whose second case goes with the
  // second build, as does the spec's.
  const SECOND_BUILD = ["a site URL with a trailing slash", "a measurement provider the site has no adapter for"];
  const GROUPS = [CASES.filter(([name]) => !SECOND_BUILD.includes(name)), CASES.filter(([name]) => SECOND_BUILD.includes(name))];

  describe.each(GROUPS.map((group, index) => [group.length + index, group, index === 1] as const))("when src/site.ts has %i wrong values at once", (_, group, withSpec) => {
    let run: Awaited<ReturnType<typeof runSite>>;
    beforeAll(async () => {
      let edited = original;
      for (const [, key, value] of group) edited = setSiteValue(edited, key, value);
      if (withSpec) {
        expect(edited).toContain(SPEC_CASE[1]);
        edited = edited.replace(SPEC_CASE[1], SPEC_CASE[2]);
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
    it.each(withSpec ? [...group, SPEC_CASE] : group)("names the field, the value and what is expected for %s", (_name, _key, _value, message) => {
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
