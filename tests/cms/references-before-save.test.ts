// The editor's check before saving (src/admin/check-entry.ts) for customer references and the
// composed pages that name them: the build's rules and messages, against the repository's files.
// Decap's backend is stood in for by tests/helpers/stand-in-repository.ts.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { checkBeforeSave, markdownFiles } from "../../src/admin/check-entry.ts";
import { CONTENT_COLLECTIONS } from "../../src/content-registry/collections.ts";
import { SECTORS } from "../../src/content-registry/schemas/reference.ts";
import { currentContent } from "../../src/admin/current-content.ts";
import { currentReferences } from "../../src/admin/preview-references.ts";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";
import { standInRepository } from "../helpers/stand-in-repository.ts";

const PAGE = "content/pages/nos-clients.md";
const { folder } = CONTENT_COLLECTIONS.references;
const [REFERENCE] = (await readdir(path.join(PROJECT_ROOT, folder))).filter((name) => name.endsWith(".md")).map((name) => `${folder}/${name}`);
const SLUG = path.basename(REFERENCE!, ".md");

/** A composed page whose references section names `slugs`. */
const composed = (slugs: readonly string[]) =>
  `---\ntitle: "Nos clients"\nlabel: "Clients"\naddress: /nos-clients/\ndescription: "Les entreprises du BTP qui nous font confiance, et ce qu'elles y ont gagné."\nsections:\n  - type: hero\n    eyebrow: "Clients"\n    title: "Nos clients"\n    lead: "Ils témoignent."\n  - type: references\n    eyebrow: "Références"\n    title: "Ils nous font confiance"\n    chosen:\n${slugs.map((slug) => `      - ${slug}\n`).join("")}---\n`;

/** The repository the editor reads: the project's files, and those a test changed or added. */
let repository: ReturnType<typeof standInRepository>;
const readRepository = (file: string) => repository.read(file);
beforeEach(() => {
  repository = standInRepository();
});

/** The entry Decap hands the preSave listener for a file of the repository, edited by `edit`. */
async function saved(collection: string, file: string, edit: (data: Record<string, unknown>) => void) {
  const raw = await readRepository(file);
  const data = markdownFiles.fromFile(raw);
  edit(data);
  const immutable = { toJS: () => structuredClone(data) };
  const entry = { get: (key: string) => (key === "data" ? immutable : { collection, path: file, raw }[key]) };
  return checkBeforeSave({ entry: entry as never });
}

type Section = { chosen?: string[] };

describe("the editor's check before saving, for references", () => {
  it("given a composed page naming an existing reference, when saved, should let it be written", async () => {
    repository.changed[PAGE] = composed([SLUG]);
    expect(await saved("composed", PAGE, () => {})).toBeUndefined();
  });

  it("given a composed page naming a reference that does not exist, when saved, should refuse it with the build's message, at its line", async () => {
    repository.changed[PAGE] = composed([SLUG]);
    const edit = (data: Record<string, unknown>) => void (data.sections as Section[])[1]!.chosen!.push("entreprise-inconnue");
    await expect(saved("composed", PAGE, edit)).rejects.toThrow(
      new RegExp(`^${PAGE}:\\d+: le champ « sections\\[1\\]\\.chosen\\[1\\] » nomme la référence « entreprise-inconnue », qui n'existe pas : aucun fichier ${folder}/entreprise-inconnue\\.md \\(les références sont : .*${SLUG}`),
    );
  });

  it("given a reference just added to the repository, when a page naming it is saved, should let it be written", async () => {
    repository.changed[`${folder}/nouveau-client.md`] = await readRepository(REFERENCE!);
    repository.changed[PAGE] = composed(["nouveau-client"]);
    expect(await saved("composed", PAGE, () => {})).toBeUndefined();
  });

  it("given a reference unchanged, when saved, should let it be written as it is", async () => {
    expect(await saved("references", REFERENCE!, () => {})).toBeUndefined();
  });

  it("given a reference in a trade not in the list, when saved, should refuse it with the build's message", async () => {
    await expect(saved("references", REFERENCE!, (data) => (data.sector = "plomberie"))).rejects.toThrow(
      new RegExp(`^${REFERENCE}:\\d+: le champ « sector » doit être l'un des métiers : ${Object.keys(SECTORS).join(", ")}, et non « plomberie »$`),
    );
  });

  it("given a reference with a single figure, when saved, should refuse it with the build's message", async () => {
    await expect(saved("references", REFERENCE!, (data) => (data.figures = (data.figures as unknown[]).slice(0, 1)))).rejects.toThrow(
      new RegExp(`^${REFERENCE}:\\d+: le champ « figures » doit contenir de 2 à 4 chiffres`),
    );
  });

  it("given the references of the repository, when a composed page is previewed, should hand its sections every one the build would make, newest first", async () => {
    const imageOf = async (relative: string) => ({ src: `/references/${relative}`, width: 240, height: 64, sources: [] });
    const references = await currentReferences(await currentContent(), { base: "/", siteUrl: "" }, imageOf);
    const files = (await readdir(path.join(PROJECT_ROOT, folder))).filter((name) => name.endsWith(".md"));
    expect(references.map((reference) => reference.slug).sort()).toEqual(files.map((name) => name.replace(/\.md$/, "")).sort());
    expect(references.map((reference) => reference.date)).toEqual(references.map((reference) => reference.date).sort().reverse());
    expect(references.every((reference) => reference.logo.src.startsWith("/references/images/"))).toBe(true);
  });
});
