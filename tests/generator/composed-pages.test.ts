import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import booking from "../../content/home/booking.yaml";
import { ROUTES } from "../../src/routes/routes.ts";
import { SITE } from "../../src/site.ts";
import { copyProject, PROJECT_ROOT } from "../helpers/project-copy.ts";
import { plainText, readPage } from "../helpers/read-dist.ts";
import { runSite } from "../helpers/run-site.ts";
import { snapshotTree } from "../../packages/generator/tests/helpers/snapshot-tree.ts";
import { z } from "zod";
import { pageSection } from "../../src/content-registry/schemas/sections/index.ts";

/** The kinds a section's `type` may be, as the build's message lists them: « hero », « figures »… */
const KINDS = pageSection(z).options.map((kind) => `« ${kind.shape.type.value} »`);

// A marketer makes a landing page for a trade fair, as docs/content.md's "Make a landing page"
// shows: its example is the page built here, the demo links pointed at this site's booking section.
const guide = readFileSync(path.join(PROJECT_ROOT, "docs", "content.md"), "utf8");
const LANDING = /## Make a landing page[\s\S]*?```markdown\n([\s\S]*?)```/.exec(guide)![1]!.replaceAll("/#prise-de-rdv", `/#${booking.id}`);

const HIDDEN = `---
title: "Webinaire bureaux d'études"
label: "Webinaire"
address: /webinaires/bureaux-d-etudes/
description: "Le replay du webinaire pour les bureaux d'études : repérer les projets avant la consultation des entreprises."
canonical: https://www.example.org/replay/bureaux-d-etudes/
noindex: true
sections:
  - type: hero
    eyebrow: "Webinaire"
    title: "Le replay"
    lead: "Quarante minutes pour les bureaux d'études."
---
`;

// A campaign that is over: its last day long past, its address (and its former one) lead elsewhere.
const ENDED = `---
title: "Salon Batimat 2019"
label: "Batimat 2019"
address: /salons/batimat-2019/
description: "Le salon Batimat 2019 : l'équipe présentait les signaux d'affaires aux entreprises du bâtiment."
date: 2019-10-01
until: 2019-11-08
afterwards: /signaux-affaires/
redirectFrom: /batimat-2019/
sections:
  - type: hero
    eyebrow: "Salon"
    title: "Batimat 2019"
    lead: "Quatre jours à Paris."
---
`;

describe("given composed pages in content/pages/", () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  const dist = () => path.join(project.root, "dist");
  const pages = () => path.join(project.root, "content", "pages");
  const read = (file: string) => readFileSync(path.join(dist(), file), "utf8");

  beforeAll(async () => {
    project = await copyProject();
    mkdirSync(pages(), { recursive: true });
    writeFileSync(path.join(pages(), "salon-batimat.md"), LANDING);
    writeFileSync(path.join(pages(), "webinaire.md"), HIDDEN);
    writeFileSync(path.join(pages(), "salon-2019.md"), ENDED);
    const run = await runSite(["build", "--no-compress"], project.root);
    expect(run.code, run.stderr).toBe(0);
  });
  afterAll(() => project.remove());

  it("renders each at its address with the site's header and footer, its sections in their order", () => {
    const page = readPage(dist(), "salons/batimat-2026/index.html");
    expect(page.querySelector("header")).not.toBeNull();
    expect(page.querySelector("footer")).not.toBeNull();
    expect([...page.querySelectorAll("h1")].map((h1) => plainText(h1))).toEqual(["Venez voir vos prochains chantiers, stand H4"]);
    const headings = [...page.querySelectorAll("main h2")].map((h2) => plainText(h2));
    expect(headings.slice(0, 3)).toEqual(["Ce que nos clients gagnent", "Avant de venir", "Voyons-nous en ligne"]);
    expect(plainText(page.querySelector("main .key-figures")!)).toContain("3 semaines");
    expect(plainText(page.querySelector("main blockquote")!)).toContain("avant nos concurrents");
    expect(page.querySelector(`main [id="${booking.id}"]`)).not.toBeNull();
    expect(page.querySelector("title")?.textContent).toContain("Retrouvez-nous au salon Batimat 2026");
  });

  it("gives it breadcrumbs, a share card drawn for it, and a place in the sitemap", () => {
    const page = readPage(dist(), "salons/batimat-2026/index.html");
    const data = [...page.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? "").join("");
    expect(data).toContain('"BreadcrumbList"');
    expect(data).toContain("Batimat 2026");
    const card = page.querySelector('meta[property="og:image"]')?.getAttribute("content") ?? "";
    expect(card).toMatch(/\.jpg$/);
    expect(existsSync(path.join(dist(), new URL(card).pathname))).toBe(true);
    expect(plainText({ textContent: page.querySelector('meta[property="og:image:alt"]')?.getAttribute("content") ?? "" })).toContain("Batimat 2026 : stand H4");
    expect(read("sitemap.xml")).toContain(`<loc>${SITE.siteUrl}/salons/batimat-2026/</loc>`);
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE.siteUrl}/salons/batimat-2026/`);
  });

  it("ships only the JavaScript its sections need: the FAQ's island, and none on a page of a hero alone", () => {
    const landing = readPage(dist(), "salons/batimat-2026/index.html");
    expect(landing.querySelector('[data-island="Accordion"]')).not.toBeNull();
    const hidden = readPage(dist(), "webinaires/bureaux-d-etudes/index.html");
    expect(hidden.querySelectorAll("[data-island]")).toHaveLength(0);
  });

  it("links the styles of the sections it draws, not those of every kind", () => {
    const styles = (file: string) =>
      [...readPage(dist(), file).querySelectorAll('link[rel="stylesheet"]')].map((link) => read(link.getAttribute("href")!.replace(/^\//, ""))).join("\n");
    const landing = styles("salons/batimat-2026/index.html");
    const heroAlone = styles("webinaires/bureaux-d-etudes/index.html");
    for (const rule of [".quote-section", ".key-figures", ".accordion"]) {
      expect(landing).toContain(rule);
      expect(heroAlone).not.toContain(rule);
    }
    // A reference's page draws a hero too, its facts beside it: their rules are its own.
    expect(landing + heroAlone).not.toContain(".reference-facts");
  });

  it("keeps a page marked noindex out of the sitemap and search engines, naming no canonical of its own", () => {
    const hidden = readPage(dist(), "webinaires/bureaux-d-etudes/index.html");
    expect(hidden.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect(read("sitemap.xml")).not.toContain("/webinaires/");
  });

  it("answers a page's former address with a redirect to its new one", () => {
    expect(read("_redirects")).toContain("/batimat/ /salons/batimat-2026/ 301");
  });

  it("builds no page for a campaign past its last day, and leads its addresses to the page it names", () => {
    expect(existsSync(path.join(dist(), "salons", "batimat-2019"))).toBe(false);
    expect(read("sitemap.xml")).not.toContain("batimat-2019");
    expect(read("_redirects")).toContain("/salons/batimat-2019/ /signaux-affaires/ 301");
    expect(read("_redirects")).toContain("/batimat-2019/ /signaux-affaires/ 301");
  });

  it("passes site check", async () => {
    const run = await runSite(["check", "--out", dist()], project.root);
    expect(run.code, run.stdout + run.stderr).toBe(0);
  });

  describe("when a page's file is wrong", () => {
    let before: Record<string, string>;
    const bad = () => path.join(pages(), "zz-bad.md");
    beforeAll(() => {
      before = snapshotTree(dist());
    });
    afterAll(() => rmSync(bad(), { force: true }));

    const HERO = `  - type: hero\n    eyebrow: "Salon"\n    title: "Titre"\n    lead: "Chapeau."\n`;
    const page = (fields: string, sections = HERO) =>
      `---\ntitle: "Une page"\nlabel: "Page"\n${fields}description: "Une page de campagne pour un salon du bâtiment, avec ses sections."\nsections:\n${sections}---\n`;
    const cases: [string, string, string][] = [
      ["an unknown section type", page("address: /salons/x/\n", `${HERO}  - type: temoignage\n    text: "a"\n`), `content/pages/zz-bad.md:11: le champ « sections[1].type » doit valoir ${KINDS.slice(0, -1).join(", ")} ou ${KINDS.at(-1)}, et non « temoignage »`],
      ["an address a built page already has", page("address: /blog/\n"), `content/pages/zz-bad.md:4, champ « address » : l'adresse /blog/ est déjà celle de la page « ${ROUTES.find((route) => route.path === "/blog/")!.title} » ; choisissez-en une autre`],
      ["an address another composed page claims", page("address: /salons/batimat-2026/\n"), "content/pages/zz-bad.md:4, champ « address » : l'adresse /salons/batimat-2026/ est déjà celle de la page de content/pages/salon-batimat.md ; choisissez-en une autre"],
      ["an address with capitals, accents or spaces", page("address: /Salons/Été 2026/\n"), "content/pages/zz-bad.md:4: le champ « address » doit être une adresse du site en minuscules sans accents ni espaces"],
      ["a missing title", page("address: /salons/y/\n").replace('title: "Une page"\n', ""), "content/pages/zz-bad.md:2: le champ « title » manque"],
      ["a canonical URL that is not absolute", page("address: /salons/z/\ncanonical: /replay/\n"), "le champ « canonical » doit être une adresse absolue, commençant par https://"],
      ["a last day without the page its address then leads to", page("address: /salons/v/\nuntil: 2030-01-01\n"), "content/pages/zz-bad.md:2: le champ « afterwards » manque : le champ « until » est donné"],
      ["a campaign name with capitals or spaces", page("address: /salons/u/\ncampaign: Batimat 2026\n"), "content/pages/zz-bad.md:5: le champ « campaign » doit être un nom court en minuscules sans accents ni espaces"],
      ["a page with no section", page("address: /salons/w/\n", "").replace("sections:\n", "sections: []\n"), "le champ « sections » doit contenir au moins une section"],
    ];

    it.each(cases)("refuses %s, naming the file, line and field, and leaves dist/ as it was", async (_, source, message) => {
      writeFileSync(bad(), source);
      const run = await runSite(["build", "--no-compress"], project.root);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(message);
      expect(snapshotTree(dist())).toEqual(before);
    });
  });
});
