import { z } from "zod";
import { EDITOR_WORDS } from "../content-registry/cms-labels.ts";
import { ContentError } from "site-generator/content";
import { readEntry } from "site-generator/content";
import { createMarkdownRenderer } from "site-generator/content";
import type { ContentLink } from "site-generator/content";
import type { CollectionDefinition, CollectionEntry, ResponsiveImage } from "site-generator";
import { relatedFiles, type CurrentContent } from "./current-content.ts";

/** What a preview knows of the site (preview.json, written by the build: cms/admin-preview.ts). */
export interface PreviewSite {
  /** Deployment base path, "/" or "/sub/path/". */
  base: string;
  siteUrl: string;
}

/** An image of the entry's folder ("images/x.jpg") as the editor has it: its URL and its size. */
export type ImageOf = (relative: string) => Promise<ResponsiveImage | undefined>;

/**
 * The entry an editor is writing, made as the build makes it (read-entry.ts) from `text`, the file
 * it would save: the build's front matter reader (its checks, the collection's cross-file rule
 * against the files as `content` has them, its `{{name}}`s and messages), Markdown renderer (ids,
 * base path, tables), then the collection's own `entry`. A refused entry throws the build's
 * ContentError. Images come from the editor (`imageOf`): a photo is shown as it is, where the build
 * would publish its renditions. Without `imageOf` (a check before saving), an image is taken as
 * there: the editor's image field offers the folder's files and uploads, saved with the entry.
 * `links`, when given, is filled with the links of its Markdown to the site and the site paths of
 * its fields (a button's), for check-addresses.ts.
 */
export async function readEditedEntry<Entry extends CollectionEntry>(
  collection: CollectionDefinition<Entry>,
  { file, text }: { file: string; text: string },
  content: CurrentContent,
  view: PreviewSite & { imageOf?: ImageOf; links?: ContentLink[] },
): Promise<Entry> {
  const { imageOf } = view;
  const renderer = createMarkdownRenderer({
    base: view.base,
    sitePath: collection.sitePath,
    siteUrl: view.siteUrl,
    ...(imageOf ? { images: { sizes: collection.markdownImageSizes ?? "100vw", describe: imageOf } } : {}),
  });
  const render: typeof renderer = async (markdown, place) => {
    const rendered = await renderer(markdown, place);
    view.links?.push(...rendered.links);
    return rendered;
  };
  const entry = await readEntry(collection, file, text, {
    schema: collection.schema(z),
    values: content.values,
    related: await relatedFiles(collection, content),
    render,
    fieldLink: (link) => void view.links?.push(link),
    async namedFile(field, value, at, isImage) {
      const sitePath = `${collection.sitePath}${value.replace(/^\.\//, "")}`;
      if (!isImage) return { sitePath };
      if (!imageOf) return { image: { src: sitePath, width: 0, height: 0, sources: [] } };
      const image = await imageOf(value);
      if (!image) throw new ContentError(`${at}: ${EDITOR_WORDS.missingImage(field, value)}`);
      return { image };
    },
  });
  return entry as Entry;
}
