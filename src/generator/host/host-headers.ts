import { IMMUTABLE, REVALIDATE } from "./cache-control.ts";
import type { HostRedirect } from "./redirects.ts";

/**
 * The one description of what a host must send with the site, from which every host's files are
 * written (`_headers`, dist/_host/nginx.conf, the CloudFront functions): none is kept by hand.
 */
export interface HostHeaders {
  /** "/" or "/sub/path/". */
  base: string;
  /** On every response, 404s and redirects included. */
  everywhere: Record<string, string>;
  /** Site path of the folder of content-hashed files, "/assets/" under base. */
  assetsPath: string;
  /** Cache-Control of a file of that folder that exists (a 404 there is never immutable). */
  assetsCacheControl: string;
  /** Cache-Control of every other file: pages, 404 page, favicon, videos, sitemap. */
  otherCacheControl: string;
  /** Permanent redirects, answered 301 with the query string kept, before any file is looked for. */
  redirects: readonly HostRedirect[];
}

/** The site's security headers on every response, and the caching of a content-hashed build. */
export function hostHeaders(
  securityHeaders: Readonly<Record<string, string>>,
  base: string,
  redirects: readonly HostRedirect[] = [],
): HostHeaders {
  return {
    base,
    everywhere: { ...securityHeaders },
    assetsPath: `${base}assets/`,
    assetsCacheControl: IMMUTABLE,
    otherCacheControl: REVALIDATE,
    redirects,
  };
}
