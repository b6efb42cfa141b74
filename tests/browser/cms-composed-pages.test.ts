// Chromium only, as the other editor files: a page the marketing team composed, in /admin/.
import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import booking from "../../content/home/booking.yaml";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";
import { startCmsEditor, type CmsEditor } from "../helpers/cms-editor.ts";

// docs/content.md's example, the page a marketer would have made.
const guide = readFileSync(path.join(PROJECT_ROOT, "docs", "content.md"), "utf8");
const LANDING = /## Make a landing page[\s\S]*?```markdown\n([\s\S]*?)```/.exec(guide)![1]!.replaceAll("/#prise-de-rdv", `/#${booking.id}`);
const FILE = "content/pages/salon-batimat.md";
const front = parse(LANDING.slice(4, LANDING.indexOf("\n---\n"))) as { address: string; sections: { type: string; title?: string; quote?: string }[] };

describe("a composed page in the editor on site serve (Chromium)", () => {
  let cms: CmsEditor;

  beforeAll(async () => {
    cms = await startCmsEditor();
    await mkdir(path.join(cms.project.root, "content", "pages"), { recursive: true });
    await writeFile(path.join(cms.project.root, FILE), LANDING);
  }, 300_000);
  afterAll(() => cms?.close());

  it("serves the page at its address once site serve has rebuilt on its new file", async () => {
    await expect.poll(async () => (await fetch(`${cms.origin}${front.address}`)).status, { timeout: 120_000 }).toBe(200);
  }, 300_000);

  it("lists the kinds a section may be, and previews the page with the site's sections and stylesheets", async () => {
    const config = parse(await cms.read("dist/admin/config.yml")) as { collections: { name: string; fields?: { name: string; types?: { label: string }[] }[] }[] };
    const kinds = config.collections.find((collection) => collection.name === "composed")!.fields!.find((field) => field.name === "sections")!.types!.map((kind) => kind.label);
    expect(kinds.length).toBeGreaterThanOrEqual(6);
    const editor = await cms.openEntry("composed/entries/salon-batimat");
    const frame = editor.frameLocator("#preview-pane");
    const hero = front.sections[0]!;
    const h1 = frame.locator("h1#page-title");
    await expect.poll(() => h1.textContent(), { timeout: 90_000 }).toBe(hero.title);
    // The heading font comes from the site's stylesheets only.
    await expect.poll(() => h1.evaluate((element) => getComputedStyle(element).fontFamily), { timeout: 30_000 }).toMatch(/^"?Manrope Variable"?,/);
    const quote = front.sections.find((section) => section.type === "quote")!;
    expect(await frame.locator("blockquote").textContent()).toContain(quote.quote!.slice(0, 20));
    // Every section, in the file's order: the editor shows each by its kind's label.
    for (const label of ["En-tête de page", "Citation d'un client", "Prise de rendez-vous"]) {
      await expect.poll(() => editor.getByText(label, { exact: true }).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    }
    await editor.close();
  }, 300_000);
});
