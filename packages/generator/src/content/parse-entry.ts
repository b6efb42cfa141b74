import path from "node:path";
import type { ImageStore, UsedImage } from "../images/image-store.ts";
import type { CollectionDefinition, CollectionEntry, ResponsiveImage } from "../site-definition.ts";
import { ContentError } from "./content-error.ts";
import type { ContentLink } from "./markdown-links.ts";

/**
 * An entry as the site made it, the files of the folder it names and the photos it uses (a cached
 * entry needs them, and the build publishes the photos' renditions).
 */
export interface ParsedFile {
  entry: CollectionEntry;
  files: string[];
  images: UsedImage[];
  /** The links of its Markdown (body and Markdown fields) and the site paths of its fields, checked once every page is known. */
  links: ContentLink[];
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

/** What every entry of a build is parsed against. */
export interface ParseContext {
  base: string;
  /** The site's public origin: links to it in Markdown become site paths. */
  siteUrl: string;
  /** The `{{name}}` values content may use (fill-values.ts). */
  values: ReadonlyMap<string, string>;
}

/**
 * The build's reader of a collection's files (read-entry.ts, which the editor shares), with the
 * files the fields name on disk and the images made responsive. Loaded only when a file must be
 * parsed: a build with none edited needs none of these libraries.
 */
export async function createEntryParser(collection: CollectionDefinition, { base, siteUrl, values }: ParseContext, store: ImageStore): Promise<EntryParser> {
  const [{ createMarkdownRenderer }, { readEntry }, { z }] = await Promise.all([import("./render-markdown.ts"), import("./read-entry.ts"), import("zod")]);
  // Images of the Markdown in the folder: measured, and photos made responsive; one the folder
  // lacks is refused here, in the writer's words; an image beyond the folder is left to `site check`. One renderer for every file (making one costs), told the current file's images, and
  // collecting its links: files are parsed one at a time.
  let describeImage: (href: string) => Promise<ResponsiveImage | undefined> = async () => undefined;
  let links: ContentLink[] = [];
  const renderer = createMarkdownRenderer({
    base,
    sitePath: collection.sitePath,
    siteUrl,
    images: { sizes: collection.markdownImageSizes ?? "100vw", describe: (href) => describeImage(href) },
  });
  const render: typeof renderer = async (markdown, place) => {
    const rendered = await renderer(markdown, place);
    links.push(...rendered.links);
    return rendered;
  };
  const schema = collection.schema(z);
  // The site's bundle holds the files the rule reads as they are now: it is made again when one changes.
  const related = collection.crossFile?.imported ?? {};
  return async ({ file, source, dir, folder, fileExists }) => {
    const named: string[] = [];
    links = [];
    const { image, used } = imageUser(store, collection.sitePath, file, dir);
    describeImage = async (href) => {
      const relative = path.relative(dir, path.join(dir, decodeURI(href.split(/[?#]/)[0]!)));
      if (relative.startsWith("..")) return undefined;
      if (!(await fileExists(path.join(dir, relative)))) {
        const line = source.split("\n").findIndex((text) => text.includes(`](${href}`)) + 1;
        throw new ContentError(`${file}${line > 0 ? `:${line}` : ""}: l'image ${href} n'est pas un fichier de ${folder}/ : ajoutez-la au dossier ou corrigez son chemin`);
      }
      named.push(relative);
      return image(relative);
    };
    const entry = await readEntry(collection, file, source, {
      schema,
      values,
      related,
      render,
      fieldLink: (link) => void links.push(link),
      async namedFile(field, value, at, isImage) {
        const target = path.join(dir, value);
        if (!target.startsWith(dir + path.sep) || !(await fileExists(target))) {
          throw new ContentError(`${at}: le champ « ${field} » nomme ${value}, qui n'est pas un fichier de ${folder}/`);
        }
        const relative = path.relative(dir, target);
        named.push(relative);
        if (isImage) return { image: await image(relative, { at, what: `le champ « ${field} » nomme ${value}` }) };
        return { sitePath: `${collection.sitePath}${value.replace(/^\.\//, "")}` };
      },
    });
    return { entry, files: named, images: used, links };
  };
}

/**
 * How an entry's images are taken from the store, and the photos they turned out to be (the build
 * publishes their renditions).
 */
function imageUser(store: ImageStore, collectionPath: string, file: string, dir: string) {
  const used: UsedImage[] = [];
  /** `where` says where the entry names it, for the message if it is no image: `le champ « cover » nomme x.jpg`. */
  const image = async (relative: string, where = { at: file, what: `l'image ${relative}` }) => {
    const sitePath = `${collectionPath}${relative.split(path.sep).join("/")}`;
    const { image, used: photo } = await store.use(path.join(dir, relative), sitePath).catch(() => {
      throw new ContentError(`${where.at}: ${where.what}, qui ne se lit pas comme une image : il faut un fichier JPEG, PNG, WebP ou SVG`);
    });
    if (photo) used.push(photo);
    return image;
  };
  return { image, used };
}
