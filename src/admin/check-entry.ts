import { z } from "zod";
import { keepFormerAddresses, type Change } from "../models/blog/category-addresses.ts";
import { keepFormerAddress } from "../models/composed/former-address.ts";
import { EDITOR_WORDS } from "../content-registry/cms-labels.ts";
import contentFiles from "../content-registry/registry.ts";
import { BLOG_PAGES_FILE } from "../content-registry/categories-file.ts";
import { ContentError } from "site-generator/content";
import { crossCollectionMessage } from "site-generator/content";
import { duplicateSlug } from "site-generator/content";
import { lineOfField } from "site-generator/content";
import { parseFrontMatter } from "site-generator/content";
import { slugOf } from "site-generator/content";
import { slugLike } from "site-generator/content";
import { valueFiles } from "site-generator/content";
import { readYamlContent } from "site-generator/content";
import type { ContentLink } from "site-generator/content";
import type { CollectionDefinition, CollectionEntry } from "site-generator";
import { frontMatterFormatter, yamlFormatter, type Formatter } from "site-generator/cms";
import { EDITED_COLLECTIONS } from "./collections.ts";
import { currentContent, relatedFiles, SCHEMAS, type CurrentContent } from "./current-content.ts";
import { readEditedEntry } from "./preview-entry.ts";
import { refuseBrokenAddresses, refuseBrokenFieldLinks, refuseTakenAddresses } from "./check-addresses.ts";
import { readRepositoryFile, readRepositoryFolder } from "./repository-files.ts";

/** The entry's data as Decap holds it (an Immutable map). */
interface DecapData {
  toJS(): Record<string, unknown>;
  setIn(path: (string | number)[], value: unknown): DecapData;
  delete(key: string): DecapData;
}

/** The entry Decap CMS hands to its preSave listeners (an Immutable map). */
interface DecapEntry {
  get(key: "path" | "raw" | "collection"): string;
  get(key: "data"): DecapData;
}

/** The text each entry being saved had when loaded, by its data: the formats write an edit of it. */
const loadedTexts = new Map<string, string>();
const loaded = (data: Record<string, unknown>) => loadedTexts.get(JSON.stringify(data));

export const yamlFiles: Formatter = yamlFormatter(loaded);

/** Articles and legal pages. */
export const markdownFiles: Formatter = frontMatterFormatter(loaded);

/** What the editor changes in a file as it saves it, by its path in the content folder. */
const CARRIED: Readonly<Record<string, (before: unknown, after: unknown) => Change[]>> = { [BLOG_PAGES_FILE]: keepFormerAddresses };

/** What the editor changes in an entry of a collection as it saves it, by the collection's name. */
const CARRIED_IN_ENTRIES: Readonly<Record<string, (before: unknown, after: unknown) => Change[]>> = { composed: keepFormerAddress };

/**
 * Before Decap CMS writes an entry, the build's checks of the text it will write, against the
 * content files as the repository has them now: a YAML file as the build reads it, an article or
 * a legal page as the build makes it (read-entry.ts: schema, `{{name}}`s, cross-file rules,
 * headings), their links to the site's pages (a Markdown text's, a field's: a menu's, a button's)
 * and an entry's former addresses (check-addresses.ts), and the
 * entries another file's rules read (an article's category) against a YAML
 * file about to change. A refusal throws the build's message, which the CMS shows, and nothing is
 * written. What the editor carries (a category's former address) comes back as the data to write.
 */
export async function checkBeforeSave({ entry }: { entry: DecapEntry }): Promise<DecapData | undefined> {
  const raw = entry.get("raw");
  if (raw) loadedTexts.set(JSON.stringify(entry.get("data").toJS()), raw);
  try {
    const collection = EDITED_COLLECTIONS[entry.get("collection")];
    if (collection) {
      const path = entry.get("path");
      const carry = CARRIED_IN_ENTRIES[entry.get("collection")];
      const changes = carry && path ? carry(markdownFiles.fromFile(await readRepositoryFile(path)), entry.get("data").toJS()) : [];
      const carried = changes.reduce((changed, [at, value]) => changed.setIn(at, value), entry.get("data"));
      const defaults = filledDefaults(collection, carried.toJS(), raw);
      const written = defaults.reduce((changed, key) => changed.delete(key), carried);
      if (raw) loadedTexts.set(JSON.stringify(written.toJS()), raw);
      await checkEntry(collection, path || newFile(collection, written.toJS()), written.toJS());
      return changes.length + defaults.length > 0 ? written : undefined;
    }
    return await checkFile(entry.get("path"), entry.get("data"), raw);
  } catch (error) {
    if (error instanceof ContentError) throw new Error(error.message);
    throw error;
  }
}

async function checkFile(path: string, data: DecapData, raw: string): Promise<DecapData | undefined> {
  const name = path.slice(contentFiles.folder.length + 1);
  const schema = SCHEMAS[name];
  if (!path.startsWith(`${contentFiles.folder}/`) || !schema) return undefined;
  const changes = CARRIED[name]?.(yamlFiles.fromFile(await readRepositoryFile(path)), data.toJS()) ?? [];
  const written = changes.reduce((changed, [at, value]) => changed.setIn(at, value), data);
  if (raw) loadedTexts.set(JSON.stringify(written.toJS()), raw);
  const text = yamlFiles.toFile(written.toJS());
  // A file of values is read with src/site.ts's values alone, as the build does (registry-values.ts).
  const content = await currentContent({ [name]: text });
  if (!valueFiles(contentFiles).includes(name)) await refuseBrokenFieldLinks(path, readYamlContent(path, text, schema, content.values).links, content);
  for (const collection of Object.values(EDITED_COLLECTIONS)) {
    if (collection.crossFile?.files.includes(name)) await checkRulesOf(collection, content);
  }
  return changes.length > 0 ? written : undefined;
}

/**
 * The fields Decap filled with their default (a switch left off, an empty list of former
 * addresses) that the file did not have: left out, as a developer writing the file by hand leaves
 * them, and as the build reads them the same.
 */
function filledDefaults(collection: CollectionDefinition, data: Record<string, unknown>, raw: string): string[] {
  const shape = (collection.schema(z) as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  return Object.keys(data).filter((key) => {
    if (!shape[key] || new RegExp(`^${key}\\s*:`, "m").test(raw ?? "")) return false;
    const byDefault = shape[key].safeParse(undefined);
    return byDefault.success && byDefault.data !== undefined && JSON.stringify(byDefault.data) === JSON.stringify(data[key]);
  });
}

/** Every entry of the collection against its cross-file rule, with the files as `content` has them. */
async function checkRulesOf(collection: CollectionDefinition, content: CurrentContent): Promise<void> {
  const rule = collection.crossFile!;
  const related = await relatedFiles(collection, content);
  const schema = collection.schema(z);
  for (const { file, data: text } of await readRepositoryFolder(collection.folder, "md")) {
    let checked: ReturnType<typeof parseFrontMatter>;
    try {
      checked = parseFrontMatter(file.path, text, { schema, values: content.values });
    } catch {
      // A mistake of its own, which this save neither makes nor mends.
      continue;
    }
    const refusal = rule.refuse(checked.data, related);
    if (!refusal) continue;
    const line = checked.lineOf(refusal.path);
    throw new ContentError(`${EDITOR_WORDS.refusesAnother}${file.path}${line === undefined ? "" : `:${line}`}: ${refusal.message}`);
  }
}

async function checkEntry(collection: CollectionDefinition, file: string, data: Record<string, unknown>): Promise<void> {
  // Images are taken as there; the base path and the site's address change none of the rules (links
  // are checked as written, before the base path goes in).
  const text = markdownFiles.toFile(data);
  const content = await currentContent();
  const links: ContentLink[] = [];
  const made = await readEditedEntry(collection, { file, text }, content, { base: "/", siteUrl: "", links });
  // The collection's other files, read and parsed once for both rules; one that does not parse is a
  // mistake of its own, which this save neither makes nor mends.
  const others: { path: string; data: Record<string, unknown> }[] = [];
  for (const other of await readRepositoryFolder(collection.folder, "md")) {
    if (other.file.path === file) continue;
    try {
      others.push({ path: other.file.path, data: markdownFiles.fromFile(other.data) });
    } catch {
      continue;
    }
  }
  for (const other of others) {
    let slug: string;
    try {
      slug = slugOf(other.path, other.data);
    } catch {
      continue;
    }
    if (slug === made.slug) throw new ContentError(duplicateSlug(file, made.slug, other.path, lineOfField(text, "slug")));
  }
  refuseTakenAddresses({ collection, file, text, made }, others);
  await refuseAcrossCollections(collection, { file, text }, made);
  await refuseBrokenAddresses({ collection, file, text, made }, links, content);
}

/**
 * The collection's cross-collection rule (a composed page's references that exist), as the build
 * runs it, against the slugs of the other collections' files as the repository has them now.
 */
async function refuseAcrossCollections(collection: CollectionDefinition, { file, text }: { file: string; text: string }, made: CollectionEntry): Promise<void> {
  const rule = collection.crossCollection;
  if (!rule) return;
  const slugs: Record<string, string[]> = {};
  for (const name of rule.collections) {
    const named: string[] = [];
    for (const other of await readRepositoryFolder(EDITED_COLLECTIONS[name]?.folder ?? name, "md")) {
      try {
        named.push(slugOf(other.file.path, markdownFiles.fromFile(other.data)));
      } catch {
        // A file that does not parse is a mistake of its own, which the build names.
        continue;
      }
    }
    slugs[name] = named;
  }
  const refusal = rule.refuse(made, slugs);
  if (refusal) throw new ContentError(crossCollectionMessage(file, text, refusal));
}

/** The file Decap will write a new entry to: its title in lowercase ASCII words, as its slug settings make it. */
export function newFile(collection: CollectionDefinition, data: Record<string, unknown>): string {
  const name = typeof data.title === "string" ? slugLike(data.title) : "";
  return `${collection.folder}/${name || EDITOR_WORDS.newEntry}.md`;
}
