import { beforeAll, describe, expect, it } from "vitest";
import { SITE } from "../../src/site.ts";
import { plainText, readPage } from "../helpers/read-dist.ts";
import { projectBuild } from "../helpers/project-build.ts";
import OWNER from "../../content/site/company.yaml";

describe("home page", () => {
  let out: string;
  let doc: Document;
  const text = (selector: string) => [...doc.querySelectorAll(selector)].map((node) => plainText(node).trim());

  beforeAll(async () => {
    out = await projectBuild();
    doc = readPage(out, "index.html");
  });

  it("has a hero whose call to action leads to the booking anchor", () => {
    expect(doc.querySelectorAll("h1")).toHaveLength(1);
    const cta = [...doc.querySelectorAll(".hero a")].find((a) => plainText(a) === "Anticiper mon carnet de commandes");
    expect(cta?.getAttribute("href")).toBe("/#prise-de-rdv");
  });

  it("shows the three partners named in the config, each with its emblem", () => {
    expect(text(".partner")).toEqual([OWNER.partners.metropolis, OWNER.partners.investmentBank, OWNER.partners.incubator]);
    expect(doc.querySelectorAll(".partner svg")).toHaveLength(3);
  });

  it("compares traditional prospecting and anticipation in the spec's four pairs", () => {
    const pairs = [...doc.querySelectorAll(".comparison__pair")].map((pair) =>
      [...pair.querySelectorAll("h3")].map((h3) => plainText(h3).replace(/^.*: /, "")),
    );
    expect(pairs).toEqual([
      ["Opportunités manquées", "Exclusivité"],
      ["Temps perdu", "Centralisation"],
      ["Concurrence acharnée", "Marges protégées"],
      ["Réactivité limitée", "Proactivité stratégique"],
    ]);
    expect(plainText(doc.querySelector(".comparison__pair")!)).toContain("6 à 12 mois plus tôt");
  });

  it("presents three pillars with their features and a looping muted demo video each", () => {
    const pillars = [...doc.querySelectorAll(".pillar")];
    expect(pillars).toHaveLength(3);
    const features = pillars.map((pillar) => [...pillar.querySelectorAll(".feature-list li")].map((li) => plainText(li)));
    expect(features[0]).toEqual([
      "Cartographie des permis de construire de votre zone",
      "Signaux de croissance issus de l'analyse des recrutements",
      "Analyse des attributions de marchés passées",
      "Export des projets vers votre CRM",
    ]);
    expect(features[1]).toContain("Filtrage par métier (code NAF) et IA sémantique");
    expect(features[2]).toContain("Contacts clés avec e-mails et profils professionnels");
    for (const pillar of pillars) {
      const video = pillar.querySelector("video")!;
      // HTML attribute names are case-blind; React writes `playsInline`.
      const tag = video.outerHTML.slice(0, video.outerHTML.indexOf(">")).toLowerCase();
      for (const attribute of ["muted", "loop", "playsinline"]) expect(tag).toMatch(new RegExp(` ${attribute}[= ]`));
      expect(video.getAttribute("preload")).toBe("none");
      // The still, lazy, behind the video: a poster attribute would be fetched with the page.
      const still = pillar.querySelector(".demo-video__still");
      expect(still?.getAttribute("src")).toMatch(/^\/videos\/pilier-[a-z-]+-960\.[0-9a-f]{8}\.webp$/);
      expect(still?.parentElement?.tagName).toBe("PICTURE");
      expect(still?.getAttribute("loading")).toBe("lazy");
      expect(video.querySelector('source[type="video/mp4"]')).not.toBeNull();
    }
  });

  it("shows the measured results with the spec's figures", () => {
    const values = text(".result-card__value").join(" | ");
    for (const figure of ["6 à 12", "70 %", "×3", "+15 %", "> 99 %"]) expect(values).toContain(figure);
    expect(doc.querySelectorAll(".result-card__method")).toHaveLength(5);
  });

  it("has a FAQ of six questions as accordion buttons in headings, each controlling its answer", () => {
    const buttons = [...doc.querySelectorAll('[id^="faq-question-"]')];
    expect(buttons).toHaveLength(6);
    for (const button of buttons) {
      expect(button.tagName).toBe("BUTTON");
      expect(button.parentElement?.tagName).toMatch(/^H[2-4]$/);
      const answer = doc.getElementById(button.getAttribute("aria-controls") ?? "");
      expect(plainText(answer!).length).toBeGreaterThan(60);
      expect(answer?.getAttribute("aria-labelledby")).toBe(button.id);
    }
  });

  // The browser reads them back from the markup (Accordion's propsInMarkup): written twice, they
  // would cost the home page's first round trip 150 bytes. tests/browser/faq.test.ts opens them.
  it("leaves the accordions' questions and answers out of their island props, which the markup already holds", () => {
    const markers = [...doc.querySelectorAll('[data-island="Accordion"]')];
    expect(markers).toHaveLength(2);
    for (const marker of markers) {
      const props = JSON.parse(marker.getAttribute("data-props") ?? "") as Record<string, unknown>;
      expect(props).not.toHaveProperty("items");
      expect(marker.querySelector(`#${String(props.id)}-question-1`)).not.toBeNull();
    }
  });

  it("ends with the booking section holding the widget container and a fallback link", () => {
    const section = doc.getElementById("prise-de-rdv")!;
    const widget = section.querySelector("[data-scheduling-widget]")!;
    expect(widget.getAttribute("style")).toContain("min-width:320px");
    expect(widget.getAttribute("style")).toContain("height:700px");
    const fallback = section.querySelector(`a[href="${SITE.schedulingUrl}"]`)!;
    expect(fallback.getAttribute("target")).toBe("_blank");
    expect(section.querySelector(`a[href="mailto:${OWNER.contactEmail}"]`)).not.toBeNull();
    expect(plainText(section)).toContain("Essai gratuit de 7 jours, 100 % gratuit");
  });
});
