import path from "node:path";
import type { ImageStore, UsedImage } from "../images/image-store.ts";
import type { CollectionDefinition, CollectionEntry, ResponsiveImage } from "../site-definition.ts";
import { ContentError } from "./content-error.ts";
import { fillValues } from "./fill-values.ts";

/**
 * An entry as the site made it, the files of the folder it names and the photos it uses (a cached
 * entry needs them, and the build publishes the photos' renditions).
 */
export interface ParsedFile {
  entry: CollectionEntry;
  files: string[];
  images: UsedImage[];
}

interface EntrySource {
  /** From the project root, for messages: "content/blog/x.md". */
  file: string;
  source: string;
  /** The collection's folder, absolute and as shown in messages. */
  dir: string;
  folder: string;
  fileExists: (file: string) => Promise<boolean>;
}

export type EntryParser = (source: EntrySource) => Promise<ParsedFile>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What every entry of a build is parsed against. */
export interface ParseContext {
  base: string;
  /** The site's public origin: links to it in Markdown become site paths. */
  siteUrl: string;
  /** The `{{name}}` values content may use (fill-values.ts). */
  values: ReadonlyMap<string, string>;
}

/**
 * Loaded only when a file must be parsed: a build with none edited needs none of these libraries.
 * Each `{{name}}` of the front matter and of the body is filled before either is read further.
 */
export async function createEntryParser(collection: CollectionDefinition, { base, siteUrl, values }: ParseContext, store: ImageStore): Promise<EntryParser> {
  const [{ createMarkdownRenderer }, { parseFrontMatter }, { z }] = await Promise.all([
    import("./render-markdown.ts"),
    import("./front-matter.ts"),
    import("zod"),
  ]);
  // Images of the Markdown in the folder: measured, and photos made responsive; others are left to
  // `site check`. One renderer for every file (making one costs), told the current file's images:
  // files are parsed one at a time.
  let describeImage: (href: string) => Promise<ResponsiveImage | undefined> = async () => undefined;
  const render = createMarkdownRenderer({
    base,
    sitePath: collection.sitePath,
    siteUrl,
    images: { sizes: collection.markdownImageSizes ?? "100vw", describe: (href) => describeImage(href) },
  });
  const frontMatter = { schema: collection.schema(z), entryName: collection.entryName, zod: z, values };
  return async ({ file, source, dir, folder, fileExists }) => {
    const { data, body: written, bodyLine } = parseFrontMatter(file, source, frontMatter);
    const body = fillValues(written, values, { file, line: bodyLine });
    const fields = data as Record<string, unknown>;
    const slug = slugOf(file, fields);
    const files: Record<string, string> = {};
    const images: Record<string, ResponsiveImage> = {};
    const named: string[] = [];
    const { image, used } = imageUser(store, collection.sitePath, file, dir);
    const imageFields = collection.imageFields ?? [];
    for (const field of [...(collection.fileFields ?? []), ...imageFields]) {
      const value = fields[field];
      if (typeof value !== "string") continue;
      const target = path.join(dir, value);
      if (!target.startsWith(dir + path.sep) || !(await fileExists(target))) {
        throw new ContentError(`${file}: field "${field}" names ${value}, which is not a file in ${folder}/`);
      }
      if (imageFields.includes(field)) images[field] = await image(path.relative(dir, target), `field "${field}" names ${value}`);
      else files[field] = `${collection.sitePath}${value.replace(/^\.\//, "")}`;
      named.push(path.relative(dir, target));
    }
    describeImage = async (href) => {
      const relative = path.relative(dir, path.join(dir, decodeURI(href.split(/[?#]/)[0]!)));
      if (relative.startsWith("..") || !(await fileExists(path.join(dir, relative)))) return undefined;
      named.push(relative);
      return image(relative);
    };
    const { html, parts } = await render(body, { file, line: bodyLine, explicitHeadingIds: collection.explicitHeadingIds ?? false });
    return { entry: collection.entry({ data, slug, body, html, parts, files, images }), files: named, images: used };
  };
}

/** The entry's slug: its "slug" field, or else its file's name. */
function slugOf(file: string, fields: Record<string, unknown>): string {
  const slug = typeof fields.slug === "string" ? fields.slug : path.basename(file, ".md");
  if (!SLUG.test(slug)) {
    throw new ContentError(`${file}: the file name gives the slug "${slug}", which must be lowercase letters, digits and hyphens (or set "slug")`);
  }
  return slug;
}

/**
 * How an entry's images are taken from the store, and the photos they turned out to be (the build
 * publishes their renditions).
 */
function imageUser(store: ImageStore, collectionPath: string, file: string, dir: string) {
  const used: UsedImage[] = [];
  /** `named` says where the entry names it, for the message if it is no image: `field "cover" names x.jpg`. */
  const image = async (relative: string, named = `the image ${relative}`) => {
    const sitePath = `${collectionPath}${relative.split(path.sep).join("/")}`;
    const { image, used: photo } = await store.use(path.join(dir, relative), sitePath).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ContentError(`${file}: ${named}, which cannot be read as an image (${reason}); expected a JPEG, PNG, WebP or SVG file`);
    });
    if (photo) used.push(photo);
    return image;
  };
  return { image, used };
}
