import type { z } from "zod";
import type { CollectionDefinition, CollectionEntry, ResponsiveImage } from "../site-definition.ts";
import type { CheckedYaml } from "./check-yaml.ts";
import { ContentError, RefusedEntry } from "./content-error.ts";
import { fieldName } from "./describe-issue.ts";
import { fillValues } from "./fill-values.ts";
import { examineFrontMatter } from "./front-matter.ts";
import { fieldLink } from "./field-links.ts";
import type { ContentLink } from "./markdown-links.ts";
import { markedValues } from "./marked-fields.ts";
import type { MarkdownPlace, RenderedMarkdown } from "./render-markdown.ts";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What a field of `fileFields` or `imageFields` names: its image, or its site path. */
type NamedFile = { image: ResponsiveImage } | { sitePath: string };

/** What reading an entry needs from where it runs: the build (parse-entry.ts) or the editor (src/admin/). */
export interface EntryTools {
  /** The collection's front matter schema, made once. */
  schema: z.ZodType;
  /** The `{{name}}` values content may use (fill-values.ts). */
  values: ReadonlyMap<string, string>;
  /** The files the collection's cross-file rule reads (`crossFile.files`), by their path in the content folder. */
  related: Readonly<Record<string, unknown>>;
  render(markdown: string, place: MarkdownPlace): Promise<RenderedMarkdown>;
  /**
   * The file a field names ("images/x.svg", from the collection's folder): a ContentError when it
   * is not there (`at`: the file and line to name); an image when `image` says the field names one.
   */
  namedFile(field: string, value: string, at: string, image: boolean): Promise<NamedFile>;
  /** A site path a field holds (`format: "site-path"`, a button's), checked once every page is known, as the Markdown's links are. */
  fieldLink?(link: ContentLink): void;
}

/**
 * One entry made from its file, as the build makes it and as the editor checks and previews it
 * before saving: the front matter checked (schema, `{{name}}`s, the collection's cross-file rule),
 * the slug, the files its fields name, the body's `{{name}}`s and Markdown (heading ids), then the
 * collection's `entry`. A refusal is a RefusedEntry in French naming, a line each, every field at
 * fault with the file and the line: each check runs even when an earlier one refused something, on
 * the fields that one did not refuse.
 */
export async function readEntry(collection: CollectionDefinition, file: string, source: string, tools: EntryTools): Promise<CollectionEntry> {
  const rule = collection.crossFile;
  const read = examineFrontMatter(file, source, {
    schema: tools.schema,
    values: tools.values,
    ...(rule ? { refuse: (checked: unknown) => rule.refuse(checked, tools.related) } : {}),
  });
  const { data, written: fields, refusedFields, lineOf } = read;
  // Front matter that is not YAML has no field to check further.
  if (!fields) throw new RefusedEntry(read.problems, undefined);
  const problems = [...read.problems];
  const collect = async <T>(step: () => T | Promise<T>): Promise<T | undefined> => {
    try {
      return await step();
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(error.message);
      return undefined;
    }
  };
  // A slug the schema refused would only be refused again.
  const slug = refusedFields.has("slug") ? undefined : await collect(() => slugOf(file, fields));
  const files: Record<string, string> = {};
  const images: Record<string, ResponsiveImage> = {};
  const imageFields = collection.imageFields ?? [];
  const at = (line: number | undefined) => `${file}${line === undefined ? "" : `:${line}`}`;
  for (const field of [...(collection.fileFields ?? []), ...imageFields]) {
    const value = fields[field];
    if (typeof value !== "string" || refusedFields.has(field)) continue;
    const named = await collect(() => tools.namedFile(field, value, at(lineOf([field])), imageFields.includes(field)));
    if (named && "image" in named) images[field] = named.image;
    else if (named) files[field] = named.sitePath;
  }
  // The marked fields are found by walking the schema along the data: only data it accepted.
  const markdown = data === undefined ? {} : await markedFields(data, { file, read, tools, images, collect });
  const body = await collect(() => fillValues(read.body, tools.values, { file, line: read.bodyLine }));
  const rendered = body === undefined ? undefined : await collect(() => tools.render(body, { file, line: read.bodyLine, explicitHeadingIds: collection.explicitHeadingIds ?? false }));
  if (problems.length > 0 || data === undefined || slug === undefined || body === undefined || !rendered) throw new RefusedEntry(problems, slug);
  return collection.entry({ data, slug, body, html: rendered.html, parts: rendered.parts, markdown, files, images, related: tools.related });
}

interface MarkedFieldsContext {
  file: string;
  read: Pick<CheckedYaml<unknown>, "lineOf" | "textLineOf">;
  tools: EntryTools;
  /** Filled with the images of the fields marked as one. */
  images: Record<string, ResponsiveImage>;
  collect<T>(step: () => T | Promise<T>): Promise<T | undefined>;
}

/** Fields marked as Markdown, an image or a site path (marked-fields.ts), wherever they are: by their name in messages, `sections[2].body`. */
async function markedFields(data: unknown, { file, read, tools, images, collect }: MarkedFieldsContext): Promise<Record<string, string>> {
  const markdown: Record<string, string> = {};
  for (const { path, format, value } of markedValues(tools.schema, data)) {
    const field = fieldName(path);
    if (format === "markdown") {
      const rendered = await collect(() => tools.render(value, { file, line: read.textLineOf(path) ?? 1, field }));
      if (rendered) markdown[field] = rendered.html;
    } else if (format === "site-path") {
      const link = fieldLink(value, read.lineOf(path), field);
      if (link) tools.fieldLink?.(link);
    } else {
      const line = read.lineOf(path);
      const named = await collect(() => tools.namedFile(field, value, `${file}${line === undefined ? "" : `:${line}`}`, true));
      if (named && "image" in named) images[field] = named.image;
    }
  }
  return markdown;
}

/** The entry's slug: its "slug" field, or else its file's name. */
export function slugOf(file: string, fields: Record<string, unknown>): string {
  const slug = typeof fields.slug === "string" ? fields.slug : file.slice(file.lastIndexOf("/") + 1).replace(/\.md$/, "");
  if (!SLUG.test(slug)) {
    throw new ContentError(`${file}: le nom du fichier donne l'adresse « ${slug} », qui doit être en lettres minuscules, chiffres et tirets (ou écrivez le champ « slug »)`);
  }
  return slug;
}
