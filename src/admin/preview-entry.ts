import { z } from "zod";
import type { CollectionDefinition, CollectionEntry, ResponsiveImage } from "../generator/site-definition.ts";
import { fillValues } from "../generator/content/fill-values.ts";
import { parseFrontMatter } from "../generator/content/front-matter.ts";
import { createMarkdownRenderer } from "../generator/content/render-markdown.ts";
import { frontMatterFormatter } from "../shared/cms-formats.ts";
import { EDITOR_VALUES as values } from "./editor-values.ts";

/** What a preview knows of the site (preview.json, written by the build: cms/admin-preview.ts). */
export interface PreviewSite {
  /** Deployment base path, "/" or "/sub/path/". */
  base: string;
  siteUrl: string;
}

/** An image of the entry's folder ("images/x.jpg") as the editor has it: its URL and its size. */
export type ImageOf = (relative: string) => Promise<ResponsiveImage | undefined>;

const newText = frontMatterFormatter(() => undefined);

/**
 * The entry an editor is writing, made as the build makes it from its file: the text the CMS would
 * save, read by the build's front matter reader (its checks, its `{{name}}`s, its messages) and
 * Markdown renderer (ids, base path, tables), then the collection's own `entry`. Images come from
 * the editor (`imageOf`): a photo is shown as it is, where the build would publish its renditions.
 * A refused entry throws the build's ContentError.
 */
export async function previewEntry<Entry extends CollectionEntry>(
  collection: CollectionDefinition<Entry>,
  { data, file, slug }: { data: Record<string, unknown>; file: string; slug: string },
  site: PreviewSite,
  imageOf: ImageOf,
): Promise<Entry> {
  const frontMatter = { schema: collection.schema(z), entryName: collection.entryName, zod: z, values };
  const { data: fields, body: written, bodyLine } = parseFrontMatter(file, newText.toFile(data), frontMatter);
  const body = fillValues(written, values, { file, line: bodyLine });
  const render = createMarkdownRenderer({
    base: site.base,
    sitePath: collection.sitePath,
    siteUrl: site.siteUrl,
    images: { sizes: collection.markdownImageSizes ?? "100vw", describe: imageOf },
  });
  const { html, parts } = await render(body, { file, line: bodyLine, explicitHeadingIds: collection.explicitHeadingIds ?? false });
  const images: Record<string, ResponsiveImage> = {};
  for (const field of collection.imageFields ?? []) {
    const value = (fields as Record<string, unknown>)[field];
    const image = typeof value === "string" ? await imageOf(value) : undefined;
    if (image) images[field] = image;
  }
  const named = (fields as Record<string, unknown>).slug;
  return collection.entry({ data: fields as never, slug: typeof named === "string" ? named : slug, body, html, parts, files: {}, images });
}
