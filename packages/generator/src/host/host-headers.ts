import { IMMUTABLE, REVALIDATE } from "./cache-control.ts";
import type { HostRedirect } from "./redirects.ts";

/**
 * The one description of what a host must send with the site, from which every host's files are
 * written (`_headers`, dist/_host/nginx.conf, the CloudFront functions): none is kept by hand.
 */
export interface HostHeaders {
  /** "/" or "/sub/path/". */
  base: string;
  /** On every response but an existing asset's or image's: pages, 404s, redirects and the rest. */
  everywhere: Record<string, string>;
  /**
   * On an existing file of the assets folder (CSS, JavaScript, fonts: never a document), the headers
   * of `everywhere` that such a response obeys: nosniff. The policy, framing, referrer and
   * permission headers govern documents only, and nginx repeats every header in full on every
   * HTTP/2 response (its HPACK indexes none): 450 bytes a stylesheet or script, a third of the first
   * round trip's 14.6 kB on the pages that fetch three.
   */
  assetHeaders: Record<string, string>;
  /**
   * On an existing image outside the assets folder (covers, photos, the favicon). Opened alone, an
   * SVG is a document, so it gets a policy, but one of its own: it may run, fetch and frame
   * nothing (its own style elements only). 90 bytes rather than the page policy's 650: a page's
   * favicon and cover are fetched within its first round trip.
   */
  imageHeaders: Record<string, string>;
  /** File extensions of those images, lower case: "svg", "avif"… */
  imageExtensions: readonly string[];
  /** Site path of the folder of content-hashed files, "/assets/" under base. */
  assetsPath: string;
  /** Cache-Control of a file of that folder that exists (a 404 there is never immutable). */
  assetsCacheControl: string;
  /** Cache-Control of every other file: pages, 404 page, favicon, videos, sitemap. */
  otherCacheControl: string;
  /** Permanent redirects, answered 301 with the query string kept, before any file is looked for. */
  redirects: readonly HostRedirect[];
  /** Folders whose documents get other headers than `everywhere` ("/admin/": the editor's policy), with them. */
  folders: readonly HostFolder[];
}

/** A folder under base, "/admin/", and the headers that replace those of `everywhere` in it. */
export interface HostFolder {
  path: string;
  headers: Record<string, string>;
}

/** Of the security headers, those a stylesheet, script or font response obeys. */
const ASSET_HEADERS = new Set(["x-content-type-options"]);
/** What an image may do when opened alone: nothing but style itself. */
export const IMAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
const IMAGE_EXTENSIONS = ["svg", "avif", "webp", "png", "jpg", "jpeg", "gif"];

/** The site's security headers on every response, and the caching of a content-hashed build. */
export function hostHeaders(
  securityHeaders: Readonly<Record<string, string>>,
  base: string,
  redirects: readonly HostRedirect[] = [],
  folders: readonly HostFolder[] = [],
): HostHeaders {
  const assetHeaders = Object.fromEntries(Object.entries(securityHeaders).filter(([name]) => ASSET_HEADERS.has(name.toLowerCase())));
  return {
    base,
    everywhere: { ...securityHeaders },
    assetHeaders,
    imageHeaders: { ...assetHeaders, "Content-Security-Policy": IMAGE_POLICY },
    imageExtensions: IMAGE_EXTENSIONS,
    assetsPath: `${base}assets/`,
    assetsCacheControl: IMMUTABLE,
    otherCacheControl: REVALIDATE,
    redirects,
    folders: folders.map((folder) => ({ path: `${base}${folder.path.replace(/^\/+/, "")}`, headers: { ...securityHeaders, ...folder.headers } })),
  };
}
