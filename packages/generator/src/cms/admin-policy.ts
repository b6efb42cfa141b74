import type { CmsBackend } from "../site-definition.ts";

/**
 * The origins the editor talks to: the Git host's API, and where it signs in. GitHub's sign-in
 * is a window of the OAuth proxy (`base_url`) that hands the token back by message; GitLab's and
 * Forgejo's PKCE exchange the code for the token from the page, at the host's origin. Defaults
 * are Decap CMS's.
 */
function hostOrigins(backend: CmsBackend): string[] {
  switch (backend.name) {
    case "github":
      return [backend.api_root ?? "https://api.github.com", backend.base_url];
    case "gitlab":
      return [backend.api_root ?? "https://gitlab.com/api/v4", backend.base_url ?? "https://gitlab.com"];
    case "forgejo":
      return [backend.api_root];
  }
}

/**
 * The Content-Security-Policy of the editor's folder, sent there instead of the site's: Decap CMS
 * styles itself with style elements (emotion), compiles its config's checks (ajv, hence eval),
 * talks to the Git host's API and signs in there or through an OAuth proxy (`base_url`), and shows the
 * editors' avatars and the images they upload (blob:). Its scripts are still our own files only.
 */
export function adminPolicy(backend: CmsBackend): string {
  const origins = hostOrigins(backend).map((url) => new URL(url).origin);
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
