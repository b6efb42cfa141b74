import { beforeAll, describe, expect, it } from "vitest";
import { SPEC } from "../../src/site.ts";
import { plainText, readPage } from "../helpers/read-dist.ts";
import { projectBuild } from "../helpers/project-build.ts";

const FILE = "prospection-b2b/index.html";
const CTA = "Programmer une démo";
const BASE = "/sous-dossier/";
const STEP_NAMES = ["Ciblage", "Qualification", "Approche personnalisée", "Organisation"];

let doc: Document;
let docWithBase: Document;

beforeAll(async () => {
  const [dist, distWithBase] = await Promise.all([projectBuild(), projectBuild({ base: BASE })]);
  doc = readPage(dist, FILE);
  docWithBase = readPage(distWithBase, FILE);
});

const main = () => doc.querySelector("main")!;
const steps = () => [...main().querySelectorAll("ol.prospect-steps > li")];

function step(name: string): Element {
  const found = steps().find((li) => plainText(li.querySelector(".prospect-step__name")!).endsWith(name));
  if (!found) throw new Error(`no step named ${name}`);
  return found;
}

describe("/prospection-b2b", () => {
  it("has exactly one h1, in the hero", () => {
    expect(doc.querySelectorAll("h1")).toHaveLength(1);
    expect(plainText(doc.querySelector("h1")!)).toBe("Une prospection B2B ciblée sur les bons décideurs");
  });

  it("has headings in order, without a skipped level", () => {
    const levels = [...main().querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1]));
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level, `heading ${index + 1}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
    });
  });

  it("reads as the steps, the results, then the closing call to action", () => {
    expect([...main().querySelectorAll("h2")].map((h) => plainText(h).trim())).toEqual([
      "Du fichier d'entreprises au rendez-vous qualifié",
      "Moins de recherche, plus de rendez-vous utiles",
      "Découvrez les décideurs de votre marché",
    ]);
  });

  it("shows the four steps in order, numbered, as an ordered list", () => {
    expect(steps().map((li) => plainText(li.querySelector(".prospect-step__name")!).trim())).toEqual(
      STEP_NAMES.map((name, index) => `Étape ${index + 1} ${name}`),
    );
  });

  it("gives each step a title, a description and concrete features", () => {
    for (const li of steps()) {
      expect(li.querySelectorAll("h3")).toHaveLength(1);
      expect(plainText(li.querySelector(".prospect-step__copy > p:not(.prospect-step__name)")!).length).toBeGreaterThan(80);
      expect(li.querySelectorAll(".feature-list > li").length).toBeGreaterThanOrEqual(3);
    }
  });

  it("targets with B2B search filters", () => {
    expect(plainText(step("Ciblage"))).toContain("Filtres de recherche B2B");
  });

  it("qualifies with financial and legal data and the 95 % reliability score example", () => {
    const text = plainText(step("Qualification").querySelector(".feature-list")!);
    expect(text).toContain("Données financières");
    expect(text).toContain("Données juridiques");
    expect(SPEC.reliabilityScoreExamplePercent).toBe(95);
    expect(text).toContain(`Score de fiabilité financière (par exemple ${SPEC.reliabilityScoreExamplePercent} %)`);
  });

  it("personalises the approach with key contacts: names, job titles, profile links, e-mails", () => {
    const text = plainText(step("Approche personnalisée").querySelector(".feature-list")!);
    for (const words of ["noms", "fonctions", "profils professionnels", "e-mail"]) expect(text).toContain(words);
  });

  it("organises with lists, CRM export to Salesforce, HubSpot and Pipedrive, an API and priority notifications", () => {
    const text = plainText(step("Organisation").querySelector(".feature-list")!);
    expect(text).toContain("Listes de projets et de prospects");
    expect(text).toContain("Export CRM : Salesforce, HubSpot, Pipedrive");
    expect(text).toContain("API");
    expect(text).toContain("Notifications prioritaires");
  });

  it("hides the decorative mock-ups from assistive technology", () => {
    for (const li of steps()) expect(li.querySelector(".prospect-step__visual")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("lets the hero jump to each step, in order", () => {
    const links = [...doc.querySelectorAll('nav.steps-nav a')];
    expect(links.map((a) => plainText(a).trim())).toEqual(STEP_NAMES.map((name) => expect.stringContaining(name)));
    expect(links.map((a) => a.getAttribute("href"))).toEqual(steps().map((li) => `#${li.id}`));
  });

  it("quotes only the spec's figures", () => {
    const results = plainText(main().querySelector(".key-figures")!);
    expect(results).toContain(`${SPEC.timeSavedPercent} %`);
    expect(results).toContain(`×${SPEC.exclusiveProjectsMultiplier}`);
    expect(results).toContain(`+${SPEC.marginGainPercent} %`);
    expect(results).toContain(`> ${SPEC.dataAccuracyPercent} %`);
    const allowed = [SPEC.timeSavedPercent, SPEC.marginGainPercent, SPEC.dataAccuracyPercent, SPEC.reliabilityScoreExamplePercent, 100];
    for (const figure of plainText(main()).match(/\d+ %/g) ?? []) expect(allowed.map((n) => `${n} %`)).toContain(figure);
  });

  it(`gives '${CTA}' in the hero and in the closing band, both to /#prise-de-rdv`, () => {
    const links = [...main().querySelectorAll("a")].filter((a) => plainText(a).trim() === CTA);
    expect(links).toHaveLength(2);
    expect(links[0]!.closest("section")?.querySelector("h1")).not.toBeNull();
    expect(links[1]!.closest("section")?.classList.contains("cta-band")).toBe(true);
    for (const link of links) expect(link.getAttribute("href")).toBe("/#prise-de-rdv");
  });

  it("keeps its links under the base path when built for one", () => {
    const main = docWithBase.querySelector("main")!;
    const ctas = [...main.querySelectorAll("a")].filter((a) => plainText(a).trim() === CTA);
    expect(ctas.map((a) => a.getAttribute("href"))).toEqual([`${BASE}#prise-de-rdv`, `${BASE}#prise-de-rdv`]);
    expect(main.querySelector(`a[href="${BASE}politique-de-confidentialite/"]`)).not.toBeNull();
  });
});
