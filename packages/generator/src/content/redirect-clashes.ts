import { readFileSync } from "node:fs";
import path from "node:path";
import { didYouMean } from "../did-you-mean.ts";
import { pathForms, type RedirectPlace, type WrittenRedirect } from "../host/redirects.ts";
import type { SiteRoute } from "../site-definition.ts";
import { ContentError } from "./content-error.ts";
import { fieldName } from "./describe-issue.ts";
import { frontMatterLine, yamlLine } from "./front-matter.ts";
import { formerAddressIsPage, formerAddressTwice, pageName, placeName, redirectToNoPage, type ContentPlace } from "./link-words.ts";

/**
 * The redirects the content writes (a page's former addresses, where an ended page leads), against
 * the pages the build makes and the other redirects: a former address that is a page's would hide
 * that page, one claimed twice leads to one page at one host and the other at another, and a
 * redirect to no page leads nowhere. Refused before anything is written, in French, naming the
 * file, line, field and address; every refusal in one message. A redirect of the site's settings
 * (no `place`) is the developer's, left to `site check`, but taken into account against the content's.
 */
export function refuseRedirectClashes(redirects: readonly WrittenRedirect[], routes: readonly SiteRoute[], root: string): void {
  const pages = new Map(routes.map((route) => [route.path, route]));
  // The first redirect of each source, in both its forms ("/old/" and "/old").
  const claimed = new Map<string, WrittenRedirect>();
  for (const redirect of redirects) for (const form of pathForms(redirect.from)) if (!claimed.has(form)) claimed.set(form, redirect);
  const refused: string[] = [];
  for (const redirect of redirects) {
    if (!redirect.place) continue;
    const forms = pathForms(redirect.from);
    const earlier = forms.map((form) => claimed.get(form)).find((found) => found !== undefined && found !== redirect);
    // Its file is read for its line only when it is refused.
    const place = () => placeOf(redirect.place!, root);
    const page = forms.map((form) => pages.get(form)).find((found) => found !== undefined);
    if (page) {
      refused.push(formerAddressIsPage(place(), redirect.from, { own: page.path === redirect.to, name: pageName({ title: page.title, file: page.origin?.file }) }));
    } else if (earlier) {
      const where = earlier.place ? placeName(placeOf(earlier.place, root)) : earlier.origin;
      refused.push(formerAddressTwice(place(), redirect.from, { where, to: earlier.to }));
    } else if (!pages.has(redirect.to)) {
      const redirectedTo = claimed.get(redirect.to)?.to;
      refused.push(redirectToNoPage(place(), redirect.to, { slash: pages.has(`${redirect.to}/`), redirectedTo, near: didYouMean(redirect.to, [...pages.keys()]) }));
    }
  }
  if (refused.length > 0) throw new ContentError(refused.join("\n"));
}

/** The file, line and field of a redirect the content writes. */
function placeOf({ file, path: at }: RedirectPlace, root: string): ContentPlace {
  let text = "";
  try {
    text = readFileSync(path.join(root, file), "utf8");
  } catch {
    // The file's name alone, then.
  }
  const line = file.endsWith(".md") ? frontMatterLine(text, at) : yamlLine(text, at);
  // The list's field, not its item: "redirectFrom", the address quoted beside it.
  const field = fieldName(typeof at.at(-1) === "number" ? at.slice(0, -1) : at);
  return { file, line, field };
}
