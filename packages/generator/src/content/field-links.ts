import type { z } from "zod";
import { fieldName } from "./describe-issue.ts";
import { decoded, type ContentLink } from "./markdown-links.ts";
import { markedValues } from "./marked-fields.ts";

/** The site paths the fields of a content file hold, the file named from the project root. */
export interface FileLinks {
  file: string;
  links: readonly ContentLink[];
}

// Another site's address, an e-mail or a phone number: not the build's to follow.
const ELSEWHERE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
const ORIGIN = "http://site.invalid";

/**
 * The address a field marked `format: "site-path"` holds (a button's `path`), as the content
 * links it: undefined when it leads to another site. A site path is written without the base path,
 * which the site adds to what starts with "/"; a value that does not start with "/" (or "#", its
 * own page) is left as written by the site and leads elsewhere from each page that shows it, so it
 * is kept as its path, which no page has.
 */
export function fieldLink(value: string, line: number | undefined, field: string): ContentLink | undefined {
  if (ELSEWHERE.test(value)) return undefined;
  const hash = value.indexOf("#");
  const fragment = hash < 0 ? null : decoded(value.slice(hash + 1)) || null;
  const written = (hash < 0 ? value : value.slice(0, hash)).replace(/\?.*$/, "");
  const path = written.startsWith("/") ? decoded(new URL(written, ORIGIN).pathname) : written;
  return { href: value, path, fragment, line, field, isField: true };
}

/** The site paths the marked fields of `data` (checked by `schema`) hold, each at its line (`lineOf`, check-yaml.ts). */
export function fieldLinks(schema: z.ZodType, data: unknown, lineOf: (path: readonly PropertyKey[]) => number | undefined): ContentLink[] {
  return markedValues(schema, data).flatMap(({ path, format, value }) => (format === "site-path" ? (fieldLink(value, lineOf(path), fieldName(path)) ?? []) : []));
}
