import type { Token } from "marked";

/**
 * A link of the content to the site itself, as written and where: a link of a Markdown text, or a
 * field whose value is a site path (field-links.ts). The build checks it once every page is known
 * (content-links.ts), the editor before saving (src/admin/).
 */
export interface ContentLink {
  /** As written: "/veille-appels-offres/#faq", "autre-article/". */
  href: string;
  /** The site path it leads to, without the base path or fragment ("/veille-appels-offres/"); "" for the text's own page. */
  path: string;
  /** Decoded; null when it has none. */
  fragment: string | null;
  line: number | undefined;
  /** The field that holds the text, "sections[2].body", or the address; none for the body. */
  field?: string;
  /** The field's whole value is the address (a button's `path`), not a link of its Markdown: messages name the field. */
  isField?: true;
}

// Relative links are resolved as a browser resolves them, against a made-up origin.
const ORIGIN = "http://site.invalid";

/**
 * The links to the site among `tokens` (a text's top-level tokens, each with its line), before
 * the base path is written into them. A link's line is its top-level token's, plus the lines of
 * that token above the link.
 */
export function siteLinks(
  tokens: readonly Token[],
  lines: ReadonlyMap<Token, number>,
  walk: (tokens: Token[], visit: (token: Token) => void) => void,
  resolve: { sitePath: string; siteUrl: string | undefined; field: string | undefined },
): ContentLink[] {
  const links: ContentLink[] = [];
  for (const token of tokens) {
    // Links in the order written: each found in the token's text after the one before.
    let searchFrom = 0;
    walk([token], (inner) => {
      if (inner.type !== "link") return;
      const target = siteTarget(inner.href, resolve.sitePath, resolve.siteUrl);
      const at = token.raw.indexOf(inner.raw, searchFrom);
      if (at >= 0) searchFrom = at + inner.raw.length;
      if (!target) return;
      const line = lines.get(token)! + (at >= 0 ? token.raw.slice(0, at).split("\n").length - 1 : 0);
      links.push({ href: inner.href, ...target, line, ...(resolve.field ? { field: resolve.field } : {}) });
    });
  }
  return links;
}

/** Where a link leads on the site, or undefined when it leads elsewhere (another site, an e-mail). */
function siteTarget(href: string, sitePath: string, siteUrl: string | undefined): { path: string; fragment: string | null } | undefined {
  let written = href.trim();
  // A link to the site's own address is a site path ("https://www.example.fr#x" is the home page's).
  if (siteUrl && written.startsWith(siteUrl) && /^(?:$|[/#?])/.test(written.slice(siteUrl.length))) {
    const rest = written.slice(siteUrl.length);
    written = rest.startsWith("/") ? rest : `/${rest}`;
  }
  if (written.startsWith("//") || /^[a-z][a-z0-9+.-]*:/i.test(written)) return undefined;
  const hash = written.indexOf("#");
  const fragment = hash < 0 ? null : decoded(written.slice(hash + 1)) || null;
  const beforeHash = hash < 0 ? written : written.slice(0, hash);
  if (beforeHash.replace(/\?.*$/, "") === "") return { path: "", fragment };
  const url = new URL(beforeHash, ORIGIN + sitePath);
  return { path: decoded(url.pathname), fragment };
}

export function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
