import type { z } from "zod";
import type { CollectionDefinition, CollectionEntry, ResponsiveImage } from "../site-definition.ts";
import { ContentError } from "./content-error.ts";
import { fieldName } from "./describe-issue.ts";
import { fillValues } from "./fill-values.ts";
import { parseFrontMatter } from "./front-matter.ts";
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
 * collection's `entry`. A refusal is a ContentError in French naming the file, the line and the field.
 */
export async function readEntry(collection: CollectionDefinition, file: string, source: string, tools: EntryTools): Promise<CollectionEntry> {
  const rule = collection.crossFile;
  const { data, body: written, bodyLine, lineOf, textLineOf } = parseFrontMatter(file, source, {
    schema: tools.schema,
    values: tools.values,
    ...(rule ? { refuse: (checked: unknown) => rule.refuse(checked, tools.related) } : {}),
  });
  const fields = data as Record<string, unknown>;
  const slug = slugOf(file, fields);
  const files: Record<string, string> = {};
  const images: Record<string, ResponsiveImage> = {};
  const imageFields = collection.imageFields ?? [];
  const at = (line: number | undefined) => `${file}${line === undefined ? "" : `:${line}`}`;
  for (const field of [...(collection.fileFields ?? []), ...imageFields]) {
    const value = fields[field];
    if (typeof value !== "string") continue;
    const named = await tools.namedFile(field, value, at(lineOf([field])), imageFields.includes(field));
    if ("image" in named) images[field] = named.image;
    else files[field] = named.sitePath;
  }
  // Fields marked as Markdown, an image or a site path (marked-fields.ts), wherever they are: by their name in messages, `sections[2].body`.
  const markdown: Record<string, string> = {};
  for (const { path, format, value } of markedValues(tools.schema, data)) {
    const field = fieldName(path);
    if (format === "markdown") markdown[field] = (await tools.render(value, { file, line: textLineOf(path) ?? 1, field })).html;
    else if (format === "site-path") {
      const link = fieldLink(value, lineOf(path), field);
      if (link) tools.fieldLink?.(link);
    } else {
      const named = await tools.namedFile(field, value, at(lineOf(path)), true);
      if ("image" in named) images[field] = named.image;
    }
  }
  const body = fillValues(written, tools.values, { file, line: bodyLine });
  const { html, parts } = await tools.render(body, { file, line: bodyLine, explicitHeadingIds: collection.explicitHeadingIds ?? false });
  return collection.entry({ data, slug, body, html, parts, markdown, files, images, related: tools.related });
}

/** The entry's slug: its "slug" field, or else its file's name. */
export function slugOf(file: string, fields: Record<string, unknown>): string {
  const slug = typeof fields.slug === "string" ? fields.slug : file.slice(file.lastIndexOf("/") + 1).replace(/\.md$/, "");
  if (!SLUG.test(slug)) {
    throw new ContentError(`${file}: le nom du fichier donne l'adresse « ${slug} », qui doit être en lettres minuscules, chiffres et tirets (ou écrivez le champ « slug »)`);
  }
  return slug;
}
