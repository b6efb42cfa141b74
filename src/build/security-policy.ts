/** What the policy needs to know of the site: the third parties it embeds. */
export interface PolicySite {
  schedulingUrl: string;
  schedulingScriptUrl: string;
  newsletterEndpoint: string;
}

/**
 * The Content-Security-Policy: the site itself, plus the scheduling provider's script and frame.
 * No inline script, no eval. Style attributes are allowed (React writes a few: the widget's size,
 * animation delays); style elements and sheets must come from the site.
 */
export function contentSecurityPolicy(
  site: PolicySite,
  { forMetaTag = false, styleHashes = [] as string[] } = {},
): string {
  const script = new URL(site.schedulingScriptUrl).origin;
  const frame = new URL(site.schedulingUrl).origin;
  const form = new URL(site.newsletterEndpoint).origin;
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${script}`,
    // The stylesheet inlined in pages is allowed by its hash, never by 'unsafe-inline'.
    ["style-src 'self'", ...styleHashes, script].join(" "),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    "connect-src 'self'",
    `frame-src ${frame}`,
    `form-action 'self' ${form}`,
    "base-uri 'self'",
    "object-src 'none'",
    // Ignored in a <meta> policy, so left out of it.
    ...(forMetaTag ? [] : ["frame-ancestors 'none'"]),
  ];
  return directives.join("; ");
}

/** Every response's security headers, the policy included. */
export function securityHeaders(site: PolicySite, styleHashes: string[] = []): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(site, { styleHashes }),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "X-Frame-Options": "DENY",
  };
}

// Content-hashed names: a changed file is a new URL, so it can be kept forever.
export const IMMUTABLE = "public, max-age=31536000, immutable";
// Everything else is checked with the server (ETag) before use.
export const REVALIDATE = "public, max-age=0, must-revalidate";

/**
 * The `_headers` file read by Netlify and Cloudflare Pages (and applied by `site serve`): security
 * headers everywhere, hashed assets cached forever, pages revalidated. Both hosts join the values
 * of a header set by two matching rules, so each Cache-Control is set by one rule only.
 */
export function renderHeadersFile(site: PolicySite, base: string, pagePaths: string[], styleHashes: string[] = []): string {
  const block = (path: string, headers: Record<string, string>) =>
    `${path}\n${Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`).join("\n")}\n`;
  return [
    block(`${base}*`, securityHeaders(site, styleHashes)),
    block(`${base}assets/*`, { "Cache-Control": IMMUTABLE }),
    ...pagePaths.map((page) => block(page, { "Cache-Control": REVALIDATE })),
  ].join("\n");
}
