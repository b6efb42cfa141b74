// Chromium only, as the other editor files: pages composed of sections in /admin/. A marketer makes
// a landing page section by section and publishes it, site serve builds it where visitors will find
// it; the guide's example page opens in the editor with its preview. One editor for both, and for
// the other files that compose pages (sharedCmsEditor).
import { existsSync, readFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import booking from "../../content/home/booking.yaml";
import { SITE } from "../../src/site.ts";
import { DUPLICABLE_LIST_WIDGET } from "../../packages/generator/shared/cms-duplicable-list.ts";
import { sharedCmsEditor, type CmsEditor } from "../helpers/cms-editor.ts";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";
import { readPage } from "../helpers/read-dist.ts";
import { runSite } from "../helpers/run-site.ts";

// What the marketer types, field by field; the file name follows the title, as the collection's slug says.
const PAGE = { title: "Webinaire couverture 2027", label: "Webinaire couverture", address: "/webinaires/couverture-2027/", description: "Quarante minutes pour les couvreurs : repérer les chantiers de toiture avant l'appel d'offres." };
const FILE = "content/pages/webinaire-couverture-2027.md";
const HERO = { type: "hero", eyebrow: "Webinaire", title: "Les toitures de 2027, dès maintenant", lead: "Les permis qui annoncent vos prochains chantiers de couverture." };
const QUOTE = { type: "quote", quote: "Nous avons signé trois chantiers repérés six mois avant la consultation.", person: "Marie Dupont", role: "Gérante", company: "Couverture Dupont" };
const FIGURES = { type: "figures", eyebrow: "En chiffres", title: "Ce que nos clients couvreurs y gagnent", items: [{ value: "6 mois", label: "d'avance sur la consultation" }, { value: "3", label: "chantiers signés en un an" }] };

// docs/content.md's example, the page a marketer would have made, written before the editor starts.
const guide = readFileSync(path.join(PROJECT_ROOT, "docs", "content.md"), "utf8");
const LANDING = /## Make a landing page[\s\S]*?```markdown\n([\s\S]*?)```/.exec(guide)![1]!.replaceAll("/#prise-de-rdv", `/#${booking.id}`);
const LANDING_FILE = "content/pages/salon-batimat.md";
const landing = parse(LANDING.slice(4, LANDING.indexOf("\n---\n"))) as { address: string; sections: { type: string; title?: string; quote?: string }[] };

/** The list of a page's sections, as Decap labels a field's box by its widget. */
const SECTIONS_LIST = `[aria-label="${DUPLICABLE_LIST_WIDGET} field"]`;

let cms: CmsEditor;
beforeAll(async () => {
  cms = await sharedCmsEditor({ [LANDING_FILE]: LANDING });
}, 300_000);

describe("composing a landing page in the editor on site serve (Chromium)", () => {
  let editor: Page;

  /** A field of the section added last (new sections come at the end of the list), by its label. */
  const lastField = (label: string) => editor.getByLabel(label, { exact: true }).last();

  async function addSection(kind: string): Promise<void> {
    const label = await kindLabel(kind);
    // The menu closes when the editor renders again on a loaded machine: opened again until its item is clicked.
    for (let attempt = 1; ; attempt++) {
      await editor.getByRole("button", { name: "Ajouter une entrée de type sections" }).click();
      try {
        return await editor.getByRole("menuitem", { name: label, exact: true }).click({ timeout: 10_000 });
      } catch (error) {
        if (attempt === 5) throw error;
      }
    }
  }

  it("given a required field left empty, when published, should show its message and write nothing", async () => {
    editor = await cms.openEntry("composed/new");
    for (const [field, value] of Object.entries(PAGE)) await editor.getByLabel(await cms.label({ collection: "composed" }, field), { exact: true }).first().fill(value);
    await addSection("hero");
    await lastField("Surtitre").fill(HERO.eyebrow);
    await lastField("Chapeau").fill(HERO.lead);
    await cms.publish(editor);
    await expect.poll(() => editor.getByText("Le champ Titre est requis.").count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(existsSync(path.join(cms.project.root, FILE))).toBe(false);
  }, 300_000);

  it("given four sections of different kinds, two of them reordered, when published, should write the page's file as a developer would", async () => {
    await lastField("Titre").fill(HERO.title);
    await addSection("quote");
    for (const [field, value] of [["Citation", QUOTE.quote], ["Nom", QUOTE.person], ["Fonction", QUOTE.role], ["Entreprise", QUOTE.company]] as const) await lastField(field).fill(value);
    await addSection("figures");
    await lastField("Surtitre").fill(FIGURES.eyebrow);
    await lastField("Titre").fill(FIGURES.title);
    for (const figure of FIGURES.items) {
      await editor.getByRole("button", { name: /^Ajouter chiffres/ }).last().click();
      await lastField("Valeur").fill(figure.value);
      await lastField("Légende").fill(figure.label);
    }
    await addSection("booking");
    // The figures go above the quote, dragged by their handle as the marketer would (Decap's list
    // takes the mouse only), the sections folded first so that each is a row of one height.
    const sections = editor.locator(SECTIONS_LIST).first();
    await sections.getByTestId("expand-button").first().click();
    const handles = sections.locator('[aria-roledescription="sortable"]');
    const labels = await sectionLabels();
    const from = (await handles.nth(labels.indexOf(await kindLabel("figures"))).boundingBox())!;
    const to = (await handles.nth(labels.indexOf(await kindLabel("quote"))).boundingBox())!;
    await editor.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await editor.mouse.down();
    await editor.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
    await editor.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 4, { steps: 20 });
    await editor.mouse.up();
    await expect.poll(sectionLabels).toEqual(await Promise.all(["hero", "figures", "quote", "booking"].map(kindLabel)));
    // Before it is saved, the new page is previewed as the site will draw it, the figures above the quote.
    const preview = editor.frameLocator("#preview-pane");
    await expect.poll(() => preview.locator("h1").textContent(), { timeout: 60_000 }).toBe(HERO.title);
    expect(await preview.locator("h2").allTextContents()).toEqual(expect.arrayContaining([FIGURES.title]));
    await cms.publish(editor);
    // decap-server writes the file in place, so it can be seen empty or half written: read until whole.
    const written = async () => (existsSync(path.join(cms.project.root, FILE)) ? await cms.read(FILE) : "");
    await expect.poll(async () => /^---\n[\s\S]*\n---\n/.test(await written()), { timeout: 60_000 }).toBe(true);
    const text = await written();
    const front = parse(text.slice(4, text.indexOf("\n---\n"))) as Record<string, unknown>;
    expect(front).toEqual({ ...PAGE, sections: [HERO, FIGURES, QUOTE, { type: "booking" }] });
    // By hand, no one writes the fields left empty, nor the switches left as they are.
    expect(text).not.toMatch(/: (?:""|null|\[\]|false)$/m);
    await editor.close();
  }, 300_000);

  it("serves it at its address with its sections in order, in the sitemap, with its share card, and site check passes", async () => {
    await expect.poll(async () => (await fetch(`${cms.origin}${PAGE.address}`)).status, { timeout: 120_000 }).toBe(200);
    const dist = path.join(cms.project.root, "dist");
    const page = readPage(dist, `${PAGE.address.slice(1)}index.html`);
    expect(page.querySelector("h1")?.textContent).toBe(HERO.title);
    const html = page.querySelector("main")!.innerHTML;
    const order = [FIGURES.title, QUOTE.person, `id="${booking.id}"`].map((mark) => html.indexOf(mark));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(await (await fetch(`${cms.origin}/sitemap.xml`)).text()).toContain(`<loc>${SITE.siteUrl}${PAGE.address}</loc>`);
    const card = new URL(page.querySelector('meta[property="og:image"]')!.getAttribute("content")!);
    const image = await fetch(`${cms.origin}${card.pathname}`);
    expect([image.status, image.headers.get("content-type")]).toEqual([200, "image/jpeg"]);
    const check = await runSite(["check"], cms.project.root);
    expect(check.code, check.stderr).toBe(0);
  }, 300_000);

  /** A kind's label in the editor's menu, as the generated config gives it. */
  async function kindLabel(kind: string): Promise<string> {
    const config = parse(await cms.read("dist/admin/config.yml")) as { collections: { name: string; fields?: { name: string; types?: { name: string; label: string }[] }[] }[] };
    const sections = config.collections.find((collection) => collection.name === "composed")!.fields!.find((field) => field.name === "sections")!;
    return sections.types!.find((type) => type.name === kind)!.label;
  }

  /** The sections' kinds as the list shows them, top to bottom. */
  async function sectionLabels(): Promise<string[]> {
    const kinds = await Promise.all(["hero", "quote", "figures", "booking"].map(kindLabel));
    const shown = await editor.locator(`${SECTIONS_LIST} [class*="NestedObjectLabel"]`).evaluateAll((labels) => labels.map((label) => label.textContent ?? ""));
    // A figure of the figures' own list has a label too: the sections' are their kinds'.
    return shown.filter((label) => kinds.includes(label));
  }
});

describe("the guide's example page in the editor on site serve (Chromium)", () => {
  it("serves the page at its address", async () => {
    await expect.poll(async () => (await fetch(`${cms.origin}${landing.address}`)).status, { timeout: 120_000 }).toBe(200);
  }, 300_000);

  it("lists the kinds a section may be, and previews the page with the site's sections and stylesheets", async () => {
    const config = parse(await cms.read("dist/admin/config.yml")) as { collections: { name: string; fields?: { name: string; types?: { label: string }[] }[] }[] };
    const kinds = config.collections.find((collection) => collection.name === "composed")!.fields!.find((field) => field.name === "sections")!.types!.map((kind) => kind.label);
    expect(kinds.length).toBeGreaterThanOrEqual(6);
    const editor = await cms.openEntry("composed/entries/salon-batimat");
    const frame = editor.frameLocator("#preview-pane");
    const hero = landing.sections[0]!;
    const h1 = frame.locator("h1#page-title");
    await expect.poll(() => h1.textContent(), { timeout: 90_000 }).toBe(hero.title);
    // The heading font comes from the site's stylesheets only.
    await expect.poll(() => h1.evaluate((element) => getComputedStyle(element).fontFamily), { timeout: 30_000 }).toMatch(/^"?Manrope Variable"?,/);
    const quote = landing.sections.find((section) => section.type === "quote")!;
    expect(await frame.locator("blockquote").textContent()).toContain(quote.quote!.slice(0, 20));
    // Every section, in the file's order: the editor shows each by its kind's label.
    for (const label of ["En-tête de page", "Citation d'un client", "Prise de rendez-vous"]) {
      await expect.poll(() => editor.getByText(label, { exact: true }).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    }
    await editor.close();
  }, 300_000);

  it("previews every page shipped composed (the home page, the product pages) with the headings and asides the site draws", async () => {
    const shipped = (await readdir(path.join(PROJECT_ROOT, "content", "pages"))).filter((name) => name.endsWith(".md"));
    expect(shipped.length).toBeGreaterThanOrEqual(4);
    for (const name of shipped.map((file) => file.slice(0, -3))) {
      const text = await cms.read(`content/pages/${name}.md`);
      const page = parse(text.slice(4, text.indexOf("\n---\n"))) as { address: string; sections: { type: string; aside?: string }[] };
      const built = readPage(path.join(cms.project.root, "dist"), `${page.address.slice(1)}index.html`).querySelector("main")!;
      const headings = (within: { querySelectorAll(selector: string): Iterable<Element> } | null) => [...(within?.querySelectorAll("h1, h2, h3") ?? [])].map((heading) => heading.textContent!.replace(/\s+/g, " ").trim());
      const editor = await cms.openEntry(`composed/entries/${name}`);
      const frame = editor.frameLocator("#preview-pane");
      await expect.poll(() => frame.locator("h1").count(), { timeout: 90_000 }).toBe(1);
      const previewed = await frame.locator("body").evaluate((body) => [...body.querySelectorAll("h1, h2, h3")].map((heading) => heading.textContent!.replace(/\s+/g, " ").trim()));
      expect(previewed, name).toEqual(headings(built));
      // What a hero shows beside its title, drawn from the page's other sections or its own fields.
      const aside = page.sections[0]?.aside;
      const ASIDES: Record<string, string> = { steps: "nav.steps-nav a", tenders: ".tenders-preview li", facts: ".signals-facts__item" };
      if (aside) {
        expect(built.querySelectorAll(ASIDES[aside]!).length, `${name}: its hero's ${aside}`).toBeGreaterThan(0);
        expect(await frame.locator(ASIDES[aside]!).count(), `${name}: its hero's ${aside}`).toBe(built.querySelectorAll(ASIDES[aside]!).length);
      }
      await editor.close();
    }
  }, 600_000);
});
