// Content-hashed names: a changed file is a new URL, so it can be kept forever.
export const IMMUTABLE = "public, max-age=31536000, immutable";
// Everything else is checked with the server (Last-Modified, or an ETag where the host sends one) before use.
export const REVALIDATE = "public, max-age=0, must-revalidate";
