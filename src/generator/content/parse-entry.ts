import path from "node:path";
import type { CollectionDefinition, CollectionEntry } from "../site-definition.ts";
import { ContentError } from "./content-error.ts";
import { fillValues } from "./fill-values.ts";

/** An entry as the site made it, and the files of the folder it names (a cached entry needs them). */
export interface ParsedFile {
  entry: CollectionEntry;
  files: string[];
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
export async function createEntryParser(collection: CollectionDefinition, { base, siteUrl, values }: ParseContext): Promise<EntryParser> {
  const [{ createMarkdownRenderer }, { parseFrontMatter }, { z }] = await Promise.all([
    import("./render-markdown.ts"),
    import("./front-matter.ts"),
    import("zod"),
  ]);
  const render = createMarkdownRenderer({ base, sitePath: collection.sitePath, siteUrl });
  const frontMatter = { schema: collection.schema(z), entryName: collection.entryName, zod: z, values };
  return async ({ file, source, dir, folder, fileExists }) => {
    const { data, body: written, bodyLine } = parseFrontMatter(file, source, frontMatter);
    const body = fillValues(written, values, { file, line: bodyLine });
    const fields = data as Record<string, unknown>;
    const slug = typeof fields.slug === "string" ? fields.slug : path.basename(file, ".md");
    if (!SLUG.test(slug)) {
      throw new ContentError(`${file}: the file name gives the slug "${slug}", which must be lowercase letters, digits and hyphens (or set "slug")`);
    }
    const files: Record<string, string> = {};
    const named: string[] = [];
    for (const field of collection.fileFields ?? []) {
      const value = fields[field];
      if (typeof value !== "string") continue;
      const target = path.join(dir, value);
      if (!target.startsWith(dir + path.sep) || !(await fileExists(target))) {
        throw new ContentError(`${file}: field "${field}" names ${value}, which is not a file in ${folder}/`);
      }
      files[field] = `${collection.sitePath}${value.replace(/^\.\//, "")}`;
      named.push(path.relative(dir, target));
    }
    const { html, parts } = render(body, { file, line: bodyLine, explicitHeadingIds: collection.explicitHeadingIds ?? false });
    return { entry: collection.entry({ data, slug, body, html, parts, files }), files: named };
  };
}
