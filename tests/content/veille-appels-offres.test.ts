import { beforeAll, describe, expect, it } from "vitest";
import { SPEC } from "../../src/site.ts";
import { plainText, readPage } from "../helpers/read-dist.ts";
import { projectBuild } from "../helpers/project-build.ts";

const FILE = "veille-appels-offres/index.html";
const CTA = "Demander une démo du filtrage intelligent";
const BASE = "/sous-dossier/";

let doc: Document;
let docWithBase: Document;

beforeAll(async () => {
  const [dist, distWithBase] = await Promise.all([projectBuild(), projectBuild({ base: BASE })]);
  doc = readPage(dist, FILE);
  docWithBase = readPage(distWithBase, FILE);
});

const main = () => doc.querySelector("main")!;
const headings = (level: string) => [...main().querySelectorAll(level)].map((h) => plainText(h).trim());

function side(title: string): Element {
  const heading = [...main().querySelectorAll("h3")].find((h) => plainText(h).trim() === title);
  const article = heading?.closest("article");
  if (!article) throw new Error(`no comparison side titled "${title}"`);
  return article;
}

function sectionOf(h2: string): Element {
  const heading = [...main().querySelectorAll("h2")].find((h) => plainText(h).trim() === h2);
  const section = heading?.closest("section");
  if (!section) throw new Error(`no section titled "${h2}"`);
  return section;
}

describe("/veille-appels-offres", () => {
  it("has exactly one h1, in the hero", () => {
    expect(doc.querySelectorAll("h1")).toHaveLength(1);
    expect(plainText(doc.querySelector("h1")!)).toBe("Une veille des appels d'offres qui comprend votre métier");
  });

  it("has headings in order, without a skipped level", () => {
    const levels = [...main().querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1]));
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level, `heading ${index + 1}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
    });
  });

  it("reads as comparison, monitoring, tools, then the closing call to action", () => {
    expect(headings("h2")).toEqual([
      "Arrêtez de deviner comment l'acheteur a rédigé son avis",
      "Les plateformes publiques surveillées pour vous, chaque jour",
      "Trois outils pour transformer un avis en affaire",
      "Voyez ce que la recherche sémantique trouve pour votre métier",
    ]);
  });

  it("compares keyword search and semantic search side by side, keywords first", () => {
    const keyword = side("Recherche par mots-clés");
    const semantic = side("Recherche sémantique par code NAF");
    expect(keyword.parentElement).toBe(semantic.parentElement);
    expect(keyword.nextElementSibling).toBe(semantic);
  });

  it("says what keyword search costs: lists to maintain, tenders missed, noise", () => {
    const text = plainText(side("Recherche par mots-clés"));
    expect(text).toContain("Des listes à entretenir");
    expect(text).toContain("Des marchés manqués");
    expect(text).toContain("Du bruit à trier");
  });

  it("says what semantic search does: the trade chosen by NAF code, the AI reading the consultation", () => {
    const text = plainText(side("Recherche sémantique par code NAF"));
    expect(text).toContain("par son code NAF");
    expect(text).toContain("l'IA comprend le contenu de l'avis");
  });

  it("shows the keyword results with noise and a missed tender, the semantic ones without", () => {
    const keyword = side("Recherche par mots-clés");
    const semantic = side("Recherche sémantique par code NAF");
    expect(keyword.querySelectorAll(".search-mock__result--noise").length).toBeGreaterThan(0);
    expect(keyword.querySelectorAll(".search-mock__result--missed")).toHaveLength(1);
    expect(semantic.querySelectorAll(".search-mock__result--noise, .search-mock__result--missed")).toHaveLength(0);
    const missed = plainText(keyword.querySelector(".search-mock__result--missed .search-mock__title")!);
    const found = [...semantic.querySelectorAll(".search-mock__title")].map((title) => plainText(title));
    expect(found).toContain(missed);
  });

  it("captions each mock-up in words, so it reads without colours", () => {
    for (const title of ["Recherche par mots-clés", "Recherche sémantique par code NAF"]) {
      expect(plainText(side(title).querySelector("figure > figcaption")!).length).toBeGreaterThan(20);
    }
  });

  it("presents the three tools by name, in the spec's order", () => {
    const tools = sectionOf("Trois outils pour transformer un avis en affaire");
    expect([...tools.querySelectorAll("h3")].map((h) => plainText(h).trim())).toEqual([
      "Créer des listes de projets",
      "Exporter vers votre CRM",
      "Notifications prioritaires",
    ]);
  });

  it("names the three CRMs of the export", () => {
    const exportTool = [...main().querySelectorAll("h3")].find((h) => plainText(h) === "Exporter vers votre CRM")!.parentElement!;
    for (const crm of ["Salesforce", "HubSpot", "Pipedrive"]) expect(plainText(exportTool)).toContain(crm);
  });

  it("claims automatic monitoring of public platforms and daily updates from official sources", () => {
    const monitoring = plainText(sectionOf("Les plateformes publiques surveillées pour vous, chaque jour"));
    expect(monitoring).toContain("Nous surveillons les plateformes publiques");
    expect(monitoring).toContain("collectés automatiquement");
    expect(monitoring).toMatch(/Chaque jour ?mise à jour des données à partir des sources officielles/);
  });

  it("quotes the spec's figures and no others", () => {
    const monitoring = plainText(sectionOf("Les plateformes publiques surveillées pour vous, chaque jour"));
    expect(monitoring).toContain(`> ${SPEC.dataAccuracyPercent} %`);
    expect(monitoring).toContain(`${SPEC.timeSavedPercent} %`);
    const percents = plainText(main()).match(/\d+ %/g) ?? [];
    for (const figure of percents) {
      expect([`${SPEC.dataAccuracyPercent} %`, `${SPEC.timeSavedPercent} %`, "100 %"]).toContain(figure);
    }
  });

  it(`gives '${CTA}' in the hero and in the closing band, both to /#prise-de-rdv`, () => {
    const links = [...main().querySelectorAll("a")].filter((a) => plainText(a).trim() === CTA);
    expect(links).toHaveLength(2);
    expect(links[0]!.closest("section")?.querySelector("h1")).not.toBeNull();
    expect(links[1]!.closest("section")?.classList.contains("cta-band")).toBe(true);
    for (const link of links) expect(link.getAttribute("href")).toBe("/#prise-de-rdv");
  });

  it("keeps the call to action under the base path when built for one", () => {
    const links = [...docWithBase.querySelectorAll("main a")].filter((a) => plainText(a).trim() === CTA);
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.getAttribute("href")).toBe(`${BASE}#prise-de-rdv`);
  });
});
