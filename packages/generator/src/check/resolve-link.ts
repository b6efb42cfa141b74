/** Where a link leads, once resolved against its page and the base path. */
export type LinkTarget =
  | { kind: "external" }
  | { kind: "problem"; rule: string; message: string }
  /** path: decoded, relative to the output folder; "" or a trailing "/" names a folder. */
  | { kind: "internal"; path: string; fragment: string | null };

/** How the site is addressed once deployed. */
export interface SiteAddress {
  /** "/" or "/sub/": every internal URL starts with it. */
  base: string;
  /** The public origin (e.g. "https://www.entreprise.fr"): absolute links to it are internal. */
  origin: string | null;
}

// Links are resolved as a browser would, against a made-up origin standing for the site.
const SITE_ORIGIN = "http://site.invalid";

export function resolveLink(href: string, pageUrl: string, site: SiteAddress): LinkTarget {
  const written = href.trim();
  if (written === "#" || /^javascript:/i.test(written)) {
    return problem("link-nowhere", `"${written}" leads nowhere: an action belongs on a <button>`);
  }
  let url: URL;
  try {
    url = new URL(written, SITE_ORIGIN + encodeURI(pageUrl));
  } catch {
    return problem("link-broken", `"${written}" is not a valid URL`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { kind: "external" };
  if (url.origin !== SITE_ORIGIN && url.origin !== site.origin) return { kind: "external" };

  const hashAt = written.indexOf("#");
  const fragment = decode(hashAt === -1 ? "" : written.slice(hashAt + 1));
  const pathname = decode(url.pathname);
  if (pathname === null || fragment === null) {
    return problem("link-broken", `"${written}" holds an invalid percent-encoding`);
  }
  if (`${pathname}/` === site.base) return folderWithoutSlash(written);
  if (!pathname.startsWith(site.base)) {
    return problem("link-outside-base", `"${written}" is outside the base path "${site.base}" the site is built for`);
  }
  return { kind: "internal", path: pathname.slice(site.base.length), fragment: fragment || null };
}

export function folderWithoutSlash(href: string): LinkTarget {
  return problem("link-folder-slash", `"${href}" links to a folder without trailing slash: the host will answer with a redirect`);
}

function problem(rule: string, message: string): LinkTarget {
  return { kind: "problem", rule, message };
}

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
