// Chromium only, as the other editor files: a section of a composed page duplicated in /admin/
// (issue 49; Decap's list has no such action, decaporg/decap-cms#1244), its copy edited on its
// own, previewed and published. The editor is the one the composed-page files share.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import booking from "../../content/home/booking.yaml";
import { EDITOR_WORDS } from "../../src/content-registry/cms-labels.ts";
import { sharedCmsEditor, type CmsEditor } from "../helpers/cms-editor.ts";

const NAME = "webinaire-charpente-2027";
const FILE = `content/pages/${NAME}.md`;
const FIGURES_TITLE = "Ce que nos clients charpentiers y gagnent";
const COPY_TITLE = "Ce que nos clients couvreurs y gagnent";
// Written by hand, as a marketer's page may be: comments lined up, lists and links on one line.
const PAGE = `---
title: "Webinaire charpente 2027"
label: "Webinaire charpente"                       # its name in the breadcrumbs
address: /webinaires/charpente-2027/
description: "Une heure pour les charpentiers : les permis qui annoncent les chantiers de l'année."
sections:
  - type: hero                                     # the page's title
    eyebrow: "Webinaire"
    title: "Les charpentes de 2027, dès maintenant"
    lead: "Les permis qui annoncent vos prochains chantiers de charpente."
    cta: { label: "Réserver un créneau", path: "/#${booking.id}" }
  - type: figures                                  # the section the test duplicates
    eyebrow: "En chiffres"
    title: "${FIGURES_TITLE}"
    items:
      - { value: "6 mois", label: "d'avance sur la consultation" }
      - { value: "3", label: "chantiers signés en un an" }
  - type: booking
---
`;

type Kind = { name: string; label: string; fields: { name: string; label: string }[] };

let cms: CmsEditor;
beforeAll(async () => {
  cms = await sharedCmsEditor({ [FILE]: PAGE });
}, 300_000);

/** A kind of section as the generated config gives it: its label, and its fields' labels. */
async function kindOf(name: string): Promise<Kind> {
  const config = parse(await cms.read("dist/admin/config.yml")) as { collections: { name: string; fields?: { name: string; types?: Kind[] }[] }[] };
  const sections = config.collections.find((collection) => collection.name === "composed")!.fields!.find((field) => field.name === "sections")!;
  return sections.types!.find((type) => type.name === name)!;
}

describe("duplicating a section of a composed page in the editor on site serve (Chromium)", () => {
  let editor: Page;
  let figures: Kind;
  const duplicate = (position: number) => editor.getByRole("button", { name: EDITOR_WORDS.duplicateSection(position, figures.label), exact: true });
  /** The copy's title field: inside the item its button is drawn in (duplicable-list.tsx). */
  const copyTitle = () => duplicate(3).locator("xpath=..").getByLabel(figures.fields.find((field) => field.name === "title")!.label, { exact: true });

  it("given a page opened, should offer each section's copy by keyboard, and when the figures' is pressed, insert an open copy right after them", async () => {
    figures = await kindOf("figures");
    editor = await cms.openEntry(`composed/entries/${NAME}`);
    const labels = await Promise.all(["hero", "figures", "booking"].map(async (kind) => (await kindOf(kind)).label));
    const buttons = editor.getByRole("button", { name: /^Dupliquer la section / });
    await expect.poll(() => buttons.evaluateAll((found) => found.map((button) => button.getAttribute("aria-label"))), { timeout: 90_000 }).toEqual(labels.map((label, at) => EDITOR_WORDS.duplicateSection(at + 1, label)));
    await duplicate(2).focus();
    await editor.keyboard.press("Enter");
    await expect.poll(() => duplicate(3).count()).toBe(1);
    await expect.poll(() => editor.getByRole("status").filter({ hasText: EDITOR_WORDS.sectionDuplicated(2, 3) }).count()).toBe(1);
    // The key pressed copied the section once, and focus stays on the original's button.
    expect(await buttons.count()).toBe(labels.length + 1);
    expect(await duplicate(2).evaluate((button) => button === document.activeElement)).toBe(true);
    await expect.poll(() => copyTitle().inputValue()).toBe(FIGURES_TITLE);
  }, 300_000);

  it("given the copy's required title emptied, when published, should show Decap's message and write nothing", async () => {
    await copyTitle().fill("");
    await cms.publish(editor);
    const message = `Le champ ${figures.fields.find((field) => field.name === "title")!.label} est requis.`;
    await expect.poll(() => editor.getByText(message).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await cms.read(FILE)).toBe(PAGE);
  }, 300_000);

  it("given the copy's title changed, should preview both sections, and when published, write the copy's lines after the original's with that title only, nothing else changed", async () => {
    await copyTitle().fill(COPY_TITLE);
    const preview = editor.frameLocator("#preview-pane");
    const headings = () => preview.locator("h2").allTextContents();
    await expect.poll(headings, { timeout: 90_000 }).toEqual(expect.arrayContaining([FIGURES_TITLE, COPY_TITLE]));
    const shown = await headings();
    expect(shown.indexOf(FIGURES_TITLE)).toBeLessThan(shown.indexOf(COPY_TITLE));
    const lines = PAGE.split("\n");
    const start = lines.findIndex((line) => line.startsWith("  - type: figures"));
    const end = lines.findIndex((line, at) => at > start && line.startsWith("  - "));
    const copy = lines.slice(start, end).map((line) => line.replace(`"${FIGURES_TITLE}"`, `"${COPY_TITLE}"`));
    await cms.publish(editor);
    await expect.poll(() => cms.read(FILE), { timeout: 60_000 }).toBe([...lines.slice(0, end), ...copy, ...lines.slice(end)].join("\n"));
    await editor.close();
  }, 300_000);
});
