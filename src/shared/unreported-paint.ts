/**
 * How long after its load event a page goes on as if it had painted, when the browser never
 * reports its first contentful paint (Firefox once, on a loaded machine): the loader's start
 * (src/components/LoaderStart.tsx) and what waits for the paint after it (src/client/after-first-paint.ts).
 * Chromium reports the paint after the load event of a quick page: not at the load itself.
 */
export const UNREPORTED_PAINT_MS = 3000;
