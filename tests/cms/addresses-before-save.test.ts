// The editor's check before saving (src/admin/check-addresses.ts) of an entry's links to the
// site's pages and of its former addresses: refused with the build's words (issue 51), against the
// site's own routes of the last build and the pages the repository's files make now. Decap's
// backend is stood in for by tests/helpers/stand-in-repository.ts.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { knowBuiltPages } from "../../src/admin/check-addresses.ts";
import { checkBeforeSave, markdownFiles, yamlFiles } from "../../src/admin/check-entry.ts";
import { ROUTES } from "../../src/routes/routes.ts";
import { SITE } from "../../src/site.ts";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";
import { standInRepository } from "../helpers/stand-in-repository.ts";

const read = (file: string) => readFileSync(path.join(PROJECT_ROOT, file), "utf8");
const filesOf = (folder: string) => readdirSync(path.join(PROJECT_ROOT, folder)).filter((name) => name.endsWith(".md")).sort().map((name) => `${folder}/${name}`);
// Two articles, the first of which links to a page of the site; a composed page's file and address.
const LINK = /\]\((\/[a-z0-9/-]*\/)\)/;
const [ARTICLE, OTHER] = filesOf("content/blog").sort((a, b) => Number(LINK.test(read(b))) - Number(LINK.test(read(a))));
const LINKED = LINK.exec(read(ARTICLE!))![1]!;
const COMPOSED = filesOf("content/pages").find((file) => /^address: \/[a-z]/m.test(read(file)))!;
const COMPOSED_ADDRESS = /^address: (.*)$/m.exec(read(COMPOSED))![1]!;
const PAGE = "content/pages/salon-des-liens.md";
const LAYOUT = "content/site/layout.yaml";
type Layout = { header: { links: { path: string }[] }; footer: { legal: { links: { path: string }[] } } };

/** A composed page at `address`, with the sections after its hero given as YAML. */
const composed = (address: string, sections = "") =>
  `---\ntitle: "Salon"\nlabel: "Salon"\naddress: ${address}\ndescription: "Notre stand au salon de la construction, et une démonstration sur place."\n` +
  `sections:\n  - type: hero\n    eyebrow: "Salon"\n    title: "Le salon"\n    lead: "Venez nous voir."\n${sections}---\n`;

let repository: ReturnType<typeof standInRepository>;
beforeEach(() => {
  repository = standInRepository();
});

/** The entry Decap hands the preSave listener for a file of the repository, edited by `edit`; and the text it would write. */
async function saved(collection: string, file: string, edit: (data: Record<string, unknown>) => void) {
  const raw = await repository.read(file);
  const data = markdownFiles.fromFile(raw);
  edit(data);
  const entry = { get: (key: string) => (key === "data" ? { toJS: () => structuredClone(data) } : { collection, path: file, raw }[key]) };
  return { written: markdownFiles.toFile(data), check: checkBeforeSave({ entry: entry as never }) };
}

/** The same for a YAML file of the content registry (Decap's files collection), the text it would write read once the check has started. */
async function savedFile(file: string, edit: (data: Record<string, unknown>) => void) {
  const raw = await repository.read(file);
  const data = yamlFiles.fromFile(raw);
  edit(data);
  const entry = { get: (key: string) => (key === "data" ? { toJS: () => structuredClone(data) } : { collection: "site", path: file, raw }[key]) };
  const check = checkBeforeSave({ entry: entry as never });
  return { written: yamlFiles.toFile(data), check };
}

/** The 1-based line of `text` that holds `part`. */
const lineOf = (text: string, part: string) => text.split("\n").findIndex((line) => line.includes(part)) + 1;

describe("the editor's check of links and former addresses before saving", () => {
  it("given an article linking to a page the last build did not have, but the repository has now, when saved, should let it be written", async () => {
    repository.changed[PAGE] = composed("/salon-des-liens/");
    const { check } = await saved("blog", ARTICLE!, (data) => (data.body = `${String(data.body)}\nVoir [le salon](/salon-des-liens/).\n`));
    expect(await check).toBeUndefined();
  });

  it("given an article linking to an address no page has, when saved, should refuse it with the build's message, at its line", async () => {
    const typo = LINKED.replace(/.\/$/, "/");
    const { written, check } = await saved("blog", ARTICLE!, (data) => (data.body = String(data.body).replace(`](${LINKED})`, `](${typo})`)));
    await expect(check).rejects.toThrow(
      `${ARTICLE}:${lineOf(written, `](${typo})`)}: le lien « ${typo} » du texte mène à une adresse qu'aucune page du site n'a : vouliez-vous dire « ${LINKED} » ?`,
    );
  });

  it("given a composed page whose text section links to a page without its trailing slash, when saved, should refuse it naming the field", async () => {
    repository.changed[PAGE] = composed("/salon-des-liens/", `  - type: text\n    body: |\n      Le programme.\n\n      Voir [la page](${LINKED.slice(0, -1)}).\n`);
    const { written, check } = await saved("composed", PAGE, () => {});
    await expect(check).rejects.toThrow(
      `${PAGE}:${lineOf(written, "[la page]")}: le lien « ${LINKED.slice(0, -1)} » du champ « sections[1].body » mène à une adresse sans sa barre finale : écrivez « ${LINKED} »`,
    );
  });

  it("given an article whose former address is a composed page's, when saved, should refuse it naming that page's file", async () => {
    const { written, check } = await saved("blog", ARTICLE!, (data) => (data.redirectFrom = [COMPOSED_ADDRESS]));
    await expect(check).rejects.toThrow(
      `${ARTICLE}:${lineOf(written, `- ${COMPOSED_ADDRESS}`)}: le champ « redirectFrom » donne « ${COMPOSED_ADDRESS} », l'adresse de la page de ${COMPOSED} : une ancienne adresse ne peut pas être celle d'une page existante`,
    );
  });

  it("given an article whose former address another article gives, when saved, should refuse it naming the other's file and line", async () => {
    const other = read(OTHER!).replace(/\n---\n/, "\nredirectFrom: /blog/une-ancienne-adresse/\n---\n");
    repository.changed[OTHER!] = other;
    const { written, check } = await saved("blog", ARTICLE!, (data) => (data.redirectFrom = ["/blog/une-ancienne-adresse"]));
    await expect(check).rejects.toThrow(
      `${ARTICLE}:${lineOf(written, "- /blog/une-ancienne-adresse")}: le champ « redirectFrom » donne « /blog/une-ancienne-adresse », ` +
        `que ${OTHER}:${lineOf(other, "redirectFrom:")} redirige déjà vers /blog/${path.basename(OTHER!, ".md")}/`,
    );
  });

  it("given an article renamed, its former address a page of the last build, when saved, should let it be written", async () => {
    const former = `/blog/${path.basename(ARTICLE!, ".md")}/`;
    const pages = Object.fromEntries([...ROUTES.map((route) => [route.path, route.title]), [former, "L'article, à son ancienne adresse"]]);
    knowBuiltPages(pages, { placedPages: [COMPOSED_ADDRESS], codePages: ROUTES.map((route) => route.path) });
    const { check } = await saved("blog", ARTICLE!, (data) => Object.assign(data, { slug: "un-nouveau-nom", redirectFrom: [former] }));
    expect(await check).toBeUndefined();
  });

  it("given a composed page whose button leads to an address no page has, when saved, should refuse it naming the field", async () => {
    const typo = LINKED.replace(/.\/$/, "/");
    repository.changed[PAGE] = composed("/salon-des-liens/").replace('    lead: "Venez nous voir."\n', `    lead: "Venez nous voir."\n    cta: { label: "Le programme", path: ${typo} }\n`);
    const { check } = await saved("composed", PAGE, () => {});
    await expect(check).rejects.toThrow(
      `${PAGE}:${lineOf(repository.changed[PAGE], typo)}: le champ « sections[0].cta.path » mène à « ${typo} », une adresse qu'aucune page du site n'a : vouliez-vous dire « ${LINKED} » ?`,
    );
  });

  it("given the layout file whose header link leads to an address no page has, when saved, should refuse it with the build's message, at its line", async () => {
    const typo = LINKED.replace(/.\/$/, "/");
    const { written, check } = await savedFile(LAYOUT, (data) => ((data as Layout).header.links[0]!.path = typo));
    await expect(check).rejects.toThrow(
      `${LAYOUT}:${lineOf(written, typo)}: le champ « header.links[0].path » mène à « ${typo} », une adresse qu'aucune page du site n'a : vouliez-vous dire « ${LINKED} » ?`,
    );
  });

  it("given the layout file whose footer link leads to a page the repository has now, or to another site, when saved, should let it be written", async () => {
    repository.changed[PAGE] = composed("/salon-des-liens/");
    const { check } = await savedFile(LAYOUT, (data) => {
      (data as Layout).footer.legal.links[0]!.path = "/salon-des-liens/";
      (data as Layout).footer.legal.links[1]!.path = SITE.loginUrl;
    });
    expect(await check).toBeUndefined();
  });
});
