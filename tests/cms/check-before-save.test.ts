// The editor's check before saving (src/admin/check-entry.ts), with Decap's pieces it uses stood in
// for: the entry it hands a preSave listener, and its backend, which reads the project's files.
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { checkBeforeSave, markdownFiles, yamlFiles } from "../../src/admin/check-entry.ts";
import { categoryPath } from "../../src/models/blog/article.ts";
import { BLOG_CATEGORIES } from "../../src/models/blog/blog-texts.ts";
import { ROUTES } from "../../src/routes/routes.ts";
import { standInRepository } from "../helpers/stand-in-repository.ts";

const ARTICLE = "content/blog/anticiper-pour-proteger-ses-marges.md";
const OTHER_ARTICLE = "content/blog/exploiter-les-permis-de-construire.md";
const BLOG_PAGES = "content/blog-pages.yaml";
const BOOKING = "content/home/booking.yaml";
const HOME = "content/pages/accueil.md";
const PAGE = "content/pages/salon-batimat.md";

/** A composed page's data as the editor holds it. */
type Page = { title?: string; address: string; canonical?: string; sections: Record<string, unknown>[] };

/** A composed page at `address`, as the editor's "Pages" collection would write it. */
const composed = (address: string) =>
  `---\ntitle: "Salon Batimat"\nlabel: "Batimat"\naddress: ${address}\ndescription: "Notre stand au salon Batimat, et une démonstration sur place."\nsections:\n  - type: hero\n    eyebrow: "Salon"\n    title: "Batimat"\n    lead: "Venez nous voir."\n---\n`;

/** The repository the editor reads: the project's files, and those a test changed or added. */
let repository: ReturnType<typeof standInRepository>;
const readRepository = (file: string) => repository.read(file);
beforeEach(() => {
  repository = standInRepository();
});

/** Decap's data of an entry (an Immutable map): what the check reads and may change. */
interface Data {
  toJS(): Record<string, unknown>;
  setIn(at: (string | number)[], value: unknown): Data;
  delete(key: string): Data;
}

function dataOf(value: Record<string, unknown>): Data {
  return {
    toJS: () => structuredClone(value),
    setIn(at, set) {
      const copy = structuredClone(value);
      let parent: Record<string | number, unknown> = copy;
      for (const key of at.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
      parent[at.at(-1)!] = set;
      return dataOf(copy);
    },
    delete(key) {
      const copy = structuredClone(value);
      delete copy[key];
      return dataOf(copy);
    },
  };
}

/** The entry Decap hands the preSave listener for a file loaded from the repository and edited by `edit`. */
async function saved(collection: string, file: string, edit: (data: Record<string, unknown>) => void) {
  const raw = await readRepository(file);
  const data = (file.endsWith(".md") ? markdownFiles : yamlFiles).fromFile(raw);
  edit(data);
  const entry = { get: (key: string) => (key === "data" ? dataOf(data) : { collection, path: file, raw }[key]) };
  return checkBeforeSave({ entry: entry as never });
}

describe("the editor's check before saving", () => {
  it("given an article unchanged, when saved, should let it be written as it is", async () => {
    expect(await saved("blog", ARTICLE, () => {})).toBeUndefined();
  });

  it("given an article whose category is not a key of the categories file, when saved, should refuse it with the build's message, at its line", async () => {
    const keys = BLOG_CATEGORIES.map((category) => `${category.key} pour « ${category.name} »`).join(", ");
    await expect(saved("blog", ARTICLE, (data) => (data.category = "actualites"))).rejects.toThrow(
      `${ARTICLE}:5: le champ « category » vaut « actualites », qui n'est la clé d'aucune catégorie de ${BLOG_PAGES} (clés : ${keys})`,
    );
  });

  it("given an article updated before its date, when saved, should refuse it with the build's message", async () => {
    await expect(saved("blog", ARTICLE, (data) => (data.updated = "2020-01-01"))).rejects.toThrow(
      /:\d+: le champ « updated » doit tomber le jour de la publication \(le champ « date »\) ou après, et non « 2020-01-01 »$/,
    );
  });

  it("given an article that takes another's address, when saved, should refuse it naming the other", async () => {
    const other = path.basename(OTHER_ARTICLE, ".md");
    // At the line of the `slug` field, wherever the editor writes it.
    await expect(saved("blog", ARTICLE, (data) => (data.slug = other))).rejects.toThrow(
      new RegExp(`^${ARTICLE}:\\d+: le champ « slug » donne l'adresse « ${other} », qui est déjà celle de ${OTHER_ARTICLE} :`),
    );
  });

  it("given a composed page at the address of a page the build made, when saved, should refuse it with the build's message, at its line", async () => {
    const built = ROUTES[0]!;
    repository.changed[PAGE] = composed("/salons/batimat/");
    await expect(saved("composed", PAGE, (data) => (data.address = built.path))).rejects.toThrow(
      `${PAGE}:4, champ « address » : l'adresse ${built.path} est déjà celle de la page « ${built.title} » ; choisissez-en une autre`,
    );
  });

  it("given two composed pages claiming one address, when the second is saved, should refuse it naming the first's file", async () => {
    const first = "content/pages/batimat-2026.md";
    repository.changed[first] = composed("/salons/batimat/");
    repository.changed[PAGE] = composed("/salons/batimat-ancien/");
    await expect(saved("composed", PAGE, (data) => (data.address = "/salons/batimat/"))).rejects.toThrow(
      `${PAGE}:4, champ « address » : l'adresse /salons/batimat/ est déjà celle de la page de ${first} ; choisissez-en une autre`,
    );
    // The home page is composed too: its address is its file's.
    await expect(saved("composed", PAGE, (data) => (data.address = "/"))).rejects.toThrow(`${PAGE}:4, champ « address » : l'adresse / est déjà celle de la page de ${HOME} ;`);
    // Another address is free: saved, the former kept as a redirect.
    const written = await saved("composed", PAGE, (data) => (data.address = "/salons/batimat-2027/"));
    expect(written!.toJS()).toMatchObject({ address: "/salons/batimat-2027/", redirectFrom: ["/salons/batimat-ancien/"] });
  });

  it("given a new composed page with the defaults Decap fills in, when saved, should leave them out, as a file written by hand does", async () => {
    const typed = markdownFiles.fromFile(composed("/salons/batimat/"));
    const data = { ...typed, draft: false, noindex: false, redirectFrom: [] };
    const entry = { get: (key: string) => (key === "data" ? dataOf(data) : { collection: "composed", path: "", raw: "" }[key]) };
    expect((await checkBeforeSave({ entry: entry as never }))!.toJS()).toEqual(typed);
  });

  // The bad inputs of a composed page the build refuses (tests/generator/composed-pages.test.ts), refused before saving with its words.
  it.each([
    ["an unknown section type", (data: Page) => data.sections.push({ type: "temoignage", text: "a" }), /:\d+: le champ « sections\[1\]\.type » doit valoir « hero », .* et non « temoignage »$/],
    ["an address with capitals, accents or spaces", (data: Page) => (data.address = "/Salons/Été 2026/"), /:\d+: le champ « address » doit être une adresse du site en minuscules sans accents ni espaces/],
    ["a missing title", (data: Page) => delete data.title, /:\d+: le champ « title » manque/],
    ["a canonical URL that is not absolute", (data: Page) => (data.canonical = "/replay/"), /:\d+: le champ « canonical » doit être une adresse absolue, commençant par https:\/\//],
    ["a page with no section", (data: Page) => data.sections.splice(0), /:\d+: le champ « sections » doit contenir au moins une section/],
  ])("given a composed page with %s, when saved, should refuse it with the build's message", async (_, edit, message) => {
    repository.changed[PAGE] = composed("/salons/batimat/");
    await expect(saved("composed", PAGE, (data) => void edit(data as Page))).rejects.toThrow(new RegExp(`^${PAGE}${message.source}`));
  });

  it("given a legal page whose heading lost its id, when saved, should refuse it with the build's message", async () => {
    const file = "content/legal/cgu-cgv.md";
    await expect(saved("legal", file, (data) => (data.body = String(data.body).replace(/^(## [^{\n]*?) \{#[a-z0-9-]+\}$/m, "$1")))).rejects.toThrow(
      /^content\/legal\/cgu-cgv\.md:\d+: l'intertitre « .* » n'a pas d'identifiant/,
    );
  });

  it("given a text naming an unknown value, when saved, should refuse it with the build's message", async () => {
    await expect(saved("pages", BOOKING, (data) => (data.title = "Gagnez {{inconnu}}"))).rejects.toThrow(
      /^content\/home\/booking\.yaml:\d+: le champ « title » nomme \{\{inconnu\}\}, qui n'est pas une valeur connue/,
    );
  });

  it("given the categories file without a key an article names, when saved, should refuse it, naming the article", async () => {
    // Every category has launch articles; the topic of the first follows its new key.
    const { key } = BLOG_CATEGORIES[0]!;
    await expect(
      saved("pages", BLOG_PAGES, (data) => {
        const pages = data as { categories: { key: string }[]; topics: { items: { category: string }[] } };
        pages.categories[0]!.key = "autre-cle";
        for (const topic of pages.topics.items) if (topic.category === key) topic.category = "autre-cle";
      }),
    ).rejects.toThrow(new RegExp(`^Enregistré, ce fichier ferait refuser un autre : content/blog/[a-z0-9-]+\\.md:5: le champ « category » vaut « ${key} », qui n'est la clé d'aucune catégorie`));
  });

  it("given a category's address changed, when saved, should keep the former one as a redirect to its page", async () => {
    const [first] = BLOG_CATEGORIES;
    const written = await saved("pages", BLOG_PAGES, (data) => ((data as { categories: { slug: string }[] }).categories[0]!.slug = "nouvelle-adresse"));
    const categories = (written!.toJS() as { categories: { slug: string; redirectFrom?: string[] }[] }).categories;
    expect(categories[0]).toMatchObject({ slug: "nouvelle-adresse", redirectFrom: [categoryPath(first!)] });
    // The file written is an edit of the one loaded: that category gets the line, nothing else changes.
    const text = yamlFiles.toFile(written!.toJS());
    expect(text).toContain(`redirectFrom:\n      - ${categoryPath(first!)}`);
  });

  it("given a category's address given back, when saved, should no longer redirect from it", async () => {
    const [first] = BLOG_CATEGORIES;
    repository.changed[BLOG_PAGES] = (await readRepository(BLOG_PAGES)).replace(`slug: ${first!.slug}`, `slug: ailleurs\n    redirectFrom: [${categoryPath(first!)}]`);
    const written = await saved("pages", BLOG_PAGES, (data) => ((data as { categories: { slug: string }[] }).categories[0]!.slug = first!.slug));
    expect((written!.toJS() as { categories: { redirectFrom?: string[] }[] }).categories[0]!.redirectFrom).toEqual([categoryPath({ slug: "ailleurs" })]);
  });
});
