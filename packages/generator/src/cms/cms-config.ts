import type { z } from "zod";
import { FRONT_MATTER_FORMAT, YAML_FORMAT } from "../../shared/cms-formats.ts";
import type { CmsBackend, CollectionCms } from "../site-definition.ts";
import { humanise, type CmsFileEntry } from "../../shared/cms-sources.ts";
import { objectFields, schemaMeta, type CmsField } from "./schema-fields.ts";

/** A folder of Markdown files with front matter. */
export interface CmsCollectionEntry {
  name: string;
  folder: string;
  schema: z.ZodType;
  /** Front matter fields that name an image of the folder's images/. */
  imageFields: readonly string[];
  cms: CollectionCms;
}

export interface CmsConfigInput {
  backend: CmsBackend;
  /** The site's public origin and base path: the CMS links each entry to its page. */
  siteUrl: string;
  files: { name: string; label: string; entries: readonly CmsFileEntry[] };
  collections: readonly CmsCollectionEntry[];
}

/** Where a folder collection keeps its images, and how its front matter names them ("images/x.svg"). */
const IMAGES = "images";

/**
 * Decap CMS's configuration, made from the schemas the build checks the content against: every
 * field of every schema gets an editor, or this throws, naming it.
 * Editors save pull requests in production (editorial workflow); `site serve` adds its local backend.
 */
export function cmsConfig({ backend, siteUrl, files, collections }: CmsConfigInput): Record<string, unknown> {
  return {
    backend,
    publish_mode: "editorial_workflow",
    locale: "fr",
    site_url: siteUrl,
    display_url: siteUrl,
    // Decap requires one; each collection names its own folder below.
    media_folder: `${collections[0]?.folder ?? "content"}/${IMAGES}`,
    public_folder: IMAGES,
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [filesCollection(files), ...collections.map(folderCollection)],
  };
}

function filesCollection({ name, label, entries }: CmsConfigInput["files"]): Record<string, unknown> {
  return {
    name,
    label,
    format: YAML_FORMAT,
    editor: { preview: false },
    files: entries.map((entry) => {
      const { title, description } = schemaMeta(entry.schema);
      const label = title ?? humanise(entry.file.replace(/^[^/]+\//, ""));
      return { name: entry.name, label, file: entry.file, ...(description ? { description } : {}), fields: objectFields(entry.schema, entry.file) };
    }),
  };
}

function folderCollection(entry: CmsCollectionEntry): Record<string, unknown> {
  const { name, folder, schema, imageFields, cms } = entry;
  const meta = schemaMeta(schema);
  const fields: CmsField[] = objectFields(schema, `${folder}/*.md`).map((field) =>
    imageFields.includes(field.name) ? { ...field, widget: "image", choose_url: false } : field,
  );
  return {
    name,
    label: cms.label,
    label_singular: cms.labelSingular,
    ...(meta.description ? { description: meta.description } : {}),
    folder,
    extension: "md",
    format: FRONT_MATTER_FORMAT,
    create: cms.create,
    delete: cms.create,
    slug: "{{slug}}",
    identifier_field: "title",
    summary: "{{title}}",
    media_folder: IMAGES,
    public_folder: IMAGES,
    fields: [
      ...fields,
      // Raw Markdown: the rich-text editor rewrites what it reads, and would lose the site's own
      // syntax (`{#id}` heading ids, definition lists, `{{name}}` values).
      ...(cms.body ? [{ name: "body", label: cms.body.label, ...(cms.body.hint ? { hint: cms.body.hint } : {}), widget: "markdown", modes: ["raw"] }] : []),
    ],
  };
}
