// Content-hashed names: a changed file is a new URL, so it can be kept forever. No "public": these
// responses carry no credentials, so caches may keep them anyway, and each byte of the header is in
// every page's first round trip (stylesheets, the loader, the icon).
export const IMMUTABLE = "max-age=31536000, immutable";
// Everything else is checked with the server (Last-Modified, or an ETag where the host sends one) before use.
export const REVALIDATE = "public, max-age=0, must-revalidate";
