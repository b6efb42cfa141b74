// Guard: every message of the build a content editor can cause (a YAML file, an article, a legal
// page, their images) reads in French, as the editor at /admin/ shows it: a table of mistakes, each
// read by the build's own readers, none of whose messages may hold an English word of the rules.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { currentContent } from "../../src/admin/current-content.ts";
import { readEditedEntry } from "../../src/admin/preview-entry.ts";
import { BLOG_CATEGORIES } from "../../src/models/blog/blog-texts.ts";
import { BLOG_COLLECTION } from "../../src/routes/blog-routes.ts";
import contentFiles from "../../src/content-registry/registry.ts";
import { ContentError } from "../../packages/generator/src/content/content-error.ts";
import { duplicateSlug } from "../../packages/generator/src/content/duplicate-slug.ts";
import { contentValues } from "../../packages/generator/src/content/fill-values.ts";
import { createEntryParser } from "../../packages/generator/src/content/parse-entry.ts";
import { readYamlFile } from "../../packages/generator/src/content/yaml-file.ts";
import type { ImageStore } from "../../packages/generator/src/images/image-store.ts";
import { COMPOSED_COLLECTION } from "../../src/routes/composed-routes.ts";
import { LEGAL_COLLECTION } from "../../src/routes/legal-routes.ts";
import { FAQ_QUESTIONS, faqSection } from "../../src/content-registry/schemas/sections/faq.ts";
import { ENGLISH, prose } from "../helpers/french-prose.ts";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";

const read = (file: string) => readFileSync(path.join(PROJECT_ROOT, file), "utf8");
const values = contentValues({ ...contentFiles.values, "content/site/company.yaml": {} });
const schemaOf = (name: string) => contentFiles.files[name]!.schema(z);

/** The message a YAML file's text is refused with. */
function yamlRefusal(name: string, change: (text: string) => string, schema = schemaOf(name)): string {
  const text = read(`content/${name}`);
  const changed = change(text);
  expect(changed, name).not.toBe(text);
  try {
    readYamlFile(`content/${name}`, changed, schema, values);
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
  throw new Error(`content/${name} was not refused`);
}

const YAML_MISTAKES: [string, () => string][] = [
  ["a misspelt field", () => yamlRefusal("home/booking.yaml", (text) => text.replace(/^title: /m, "titel: "))],
  ["a missing field", () => yamlRefusal("home/booking.yaml", (text) => text.replace(/^title: .*\n/m, ""))],
  ["a list for a text", () => yamlRefusal("home/booking.yaml", (text) => text.replace(/^title: .*$/m, "title:\n  - une liste"))],
  [
    "a question more than the FAQ holds",
    () => yamlRefusal("home/booking.yaml", (text) => `${text}items:\n${"  - question: Une de plus ?\n    answer:\n      - Oui.\n".repeat(FAQ_QUESTIONS[1] + 1)}`, z.looseObject({ items: faqSection(z).shape.items })),
  ],
  ["an unknown {{name}}", () => yamlRefusal("home/booking.yaml", (text) => text.replace(/^title: .*$/m, "title: Essai de {{trialDay}} jours"))],
  ["a {{name}} unquoted", () => yamlRefusal("home/booking.yaml", (text) => text.replace(/^title: .*$/m, "title: {{productName}}"))],
  ["an unclosed quote", () => yamlRefusal("home/booking.yaml", (text) => text.replace(/^title: .*$/m, 'title: "ouvert'))],
  ["a colon unquoted", () => yamlRefusal("home/booking.yaml", (text) => text.replace(/^title: .*$/m, "title: Permis : repérez-les"))],
  ["a tab", () => yamlRefusal("home/booking.yaml", (text) => text.replace(/^( +)/m, "\t"))],
  ["a field written twice", () => yamlRefusal("home/booking.yaml", (text) => `${text}title: Encore\n`)],
  ["a value starting with @", () => yamlRefusal("home/booking.yaml", (text) => text.replace(/^title: .*$/m, "title: @chantier"))],
  ["words after a quoted value", () => yamlRefusal("home/booking.yaml", (text) => text.replace(/^title: .*$/m, 'title: "Un" titre'))],
  ["an e-mail without @", () => yamlRefusal("site/company.yaml", (text) => text.replace(/^contactEmail: .*$/m, "contactEmail: contact.exemple.fr"))],
  ["a share capital in words", () => yamlRefusal("site/company.yaml", (text) => text.replace(/shareCapitalEuros: .*$/m, "shareCapitalEuros: mille"))],
  ["two categories with one key", () => yamlRefusal("blog-pages.yaml", (text) => text.replace(`key: ${BLOG_CATEGORIES[1]!.key}`, `key: ${BLOG_CATEGORIES[0]!.key}`))],
  ["a category address with a space", () => yamlRefusal("blog-pages.yaml", (text) => text.replace(`slug: ${BLOG_CATEGORIES[0]!.slug}`, "slug: mon adresse"))],
  [
    "a schema that gave no words of its own",
    () => yamlRefusal("home/booking.yaml", (text) => `${text}extra: 12\n`, z.looseObject({ extra: z.number().min(100) })),
  ],
];

const ARTICLE = "content/blog/anticiper-pour-proteger-ses-marges.md";
const LEGAL = "content/legal/cgu-cgv.md";
const COMPOSED = "content/pages/signaux-affaires.md";
const view = { base: "/", siteUrl: "https://www.example.com" };

/** The message an article, a legal page or a composed page is refused with, read as the editor and the build read it. */
async function entryRefusal(file: string, change: (text: string) => string, name = file): Promise<string> {
  const collection = file.startsWith("content/legal/") ? LEGAL_COLLECTION : file.startsWith("content/pages/") ? COMPOSED_COLLECTION : BLOG_COLLECTION;
  const content = await currentContent({}, async (at) => read(at));
  const text = change(read(file));
  try {
    await readEditedEntry(collection as never, { file: name, text }, content, view);
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
  throw new Error(`${name} was not refused`);
}

const ENTRY_MISTAKES: [string, () => Promise<string>][] = [
  ["no front matter", () => entryRefusal(ARTICLE, (text) => text.replace(/^---\n/, ""))],
  ["an empty title", () => entryRefusal(ARTICLE, (text) => text.replace(/^title: .*$/m, 'title: ""'))],
  ["a date out of the calendar", () => entryRefusal(ARTICLE, (text) => text.replace(/^date: .*$/m, "date: 2026-02-30"))],
  ["an unknown category", () => entryRefusal(ARTICLE, (text) => text.replace(/^category: .*$/m, "category: actualites"))],
  ["a category by its name", () => entryRefusal(ARTICLE, (text) => text.replace(/^category: .*$/m, `category: "${BLOG_CATEGORIES[0]!.name}"`))],
  ["an update before the date", () => entryRefusal(ARTICLE, (text) => text.replace(/^date: .*$/m, "date: 2026-01-15\nupdated: 2026-01-01"))],
  ["a misspelt field", () => entryRefusal(ARTICLE, (text) => text.replace(/^author: /m, "auteur: "))],
  ["a featured flag in words", () => entryRefusal(ARTICLE, (text) => text.replace(/^featured: .*$/m, "featured: oui"))],
  ["a former URL with a space", () => entryRefusal(ARTICLE, (text) => text.replace(/^date: .*$/m, "$&\nredirectFrom: /blog/un article/"))],
  ["an unknown {{name}} in the text", () => entryRefusal(ARTICLE, (text) => `${text}\nEssai de {{trialDay}} jours.\n`)],
  ["a file name that is no address", () => entryRefusal(ARTICLE, (text) => `${text}\n`, "content/blog/Mon Article.md")],
  ["a heading without its id", () => entryRefusal(LEGAL, (text) => text.replace(/^(## [^{\n]*?) \{#[a-z0-9-]+\}$/m, "$1"))],
  ["a heading id in capitals", () => entryRefusal(LEGAL, (text) => text.replace(/^(## [^{\n]*?) \{#[a-z0-9-]+\}$/m, "$1 {#Mon_Id}"))],
  ["a heading id used twice", () => entryRefusal(LEGAL, (text) => `${text}\n## Encore {#${/\{#([a-z0-9-]+)\}/.exec(text)![1]}}\n`)],
  ["two tabs of one type", () => entryRefusal(COMPOSED, (text) => text.replace(/^( +- kind: )(?!projets)\w+$/m, "$1projets"))],
  ["a short description", () => entryRefusal(LEGAL, (text) => text.replace(/^description: .*$/m, 'description: "Trop court."'))],
  ["a last update after today", () => entryRefusal(LEGAL, (text) => text.replace(/^updated: .*$/m, "updated: 2999-01-01"))],
];

/** The message the build's reader of a collection's files gives when its cover is missing, or no image. */
async function coverRefusal(exists: boolean): Promise<string> {
  const store = { use: async () => Promise.reject(new Error("Input file contains unsupported image format")) } as unknown as ImageStore;
  const parse = await createEntryParser(BLOG_COLLECTION as never, { base: "/", siteUrl: view.siteUrl, values }, store);
  const dir = path.join(PROJECT_ROOT, "content/blog");
  return parse({ file: ARTICLE, source: read(ARTICLE), dir, folder: "content/blog", fileExists: async () => exists }).then(
    () => {
      throw new Error("the cover was taken");
    },
    (error: unknown) => (error as Error).message,
  );
}

describe("every message the build gives whoever writes the content", () => {
  it.each(YAML_MISTAKES)("given a YAML file with %s, should say it in French, with the file", (_, refusal) => {
    const message = refusal();
    expect(message).toMatch(/^content\/[\w/-]+\.yaml(:\d+)?: /);
    expect(prose(message), message).not.toMatch(ENGLISH);
  });

  it.each(ENTRY_MISTAKES)("given an article, a legal page or a composed page with %s, should say it in French, with the file", async (_, refusal) => {
    const message = await refusal();
    expect(message).toMatch(/^content\/(blog|legal|pages)\/[^:]+\.md(:\d+)?: /);
    expect(prose(message), message).not.toMatch(ENGLISH);
  });

  it.each([
    ["a cover that is not there", () => coverRefusal(false)],
    ["a cover that is no image", () => coverRefusal(true)],
    ["two articles at one address", async () => duplicateSlug("content/blog/copie.md", "un-article", "content/blog/un-article.md", undefined)],
  ])("given %s, should say it in French, with the file", async (_, refusal) => {
    const message = await refusal();
    expect(message).toMatch(/^content\/blog\/[\w-]+\.md(:\d+)?: /);
    expect(prose(message), message).not.toMatch(ENGLISH);
  });

  it("would catch a message in English", () => {
    expect(prose('content/home/booking.yaml:3: field "titel" is not expected here')).toMatch(ENGLISH);
  });
});
