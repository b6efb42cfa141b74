import type { z } from "zod";

/** A YAML content file as the CMS edits it: `file` from the project root, its label and its schema. */
export interface CmsFileEntry {
  /** Decap's entry name: the file's path in the content folder, "home-hero". */
  name: string;
  file: string;
  label: string;
  schema: z.ZodType;
}

/** What the CMS needs of the content registry (src/content-registry/registry.ts). */
interface ContentFileList {
  folder: string;
  files: Readonly<Record<string, { label: string; schema(zod: typeof z): z.ZodType }>>;
}

/**
 * The one place that knows where the list of YAML content files comes from: the build (the admin's
 * config) and the admin page (its checks) both read it through here.
 */
export function cmsFileEntries(list: ContentFileList, zod: typeof z): CmsFileEntry[] {
  return Object.entries(list.files).map(([name, { label, schema }]) => ({
    name: name.replace(/\.ya?ml$/, "").replace(/[^A-Za-z0-9]+/g, "-"),
    file: `${list.folder}/${name}`,
    label,
    schema: schema(zod),
  }));
}

/** "bookingWidget", "booking-widget.yaml" → "Booking widget": a label where a schema gives none. */
export function humanise(key: string): string {
  const words = key
    .replace(/\.ya?ml$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(" ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
