import type { CmsBackend } from "../site-definition.ts";

/** Where each Git host's API is, when `api_root` does not say (Decap CMS's defaults). */
const API_ROOTS: Record<CmsBackend["name"], string | undefined> = {
  github: "https://api.github.com",
  gitlab: "https://gitlab.com",
  gitea: undefined,
};

/**
 * The Content-Security-Policy of the editor's folder, sent there instead of the site's: Decap CMS
 * styles itself with style elements (emotion), compiles its config's checks (ajv, hence eval),
 * talks to the Git host's API and signs in through an OAuth proxy (`base_url`), and shows the
 * editors' avatars and the images they upload (blob:). Its scripts are still our own files only.
 */
export function adminPolicy(backend: CmsBackend): string {
  const origins = [backend.api_root ?? API_ROOTS[backend.name], backend.base_url]
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url).origin);
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' blob: ${[...new Set(origins)].join(" ")}`.trim(),
    "frame-src 'self' blob:",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}
