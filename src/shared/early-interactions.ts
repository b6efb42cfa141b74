/**
 * What the page's first script (src/components/LoaderStart.tsx) holds from the moment the page is
 * parsed, when its target is in an island: the interactions a visitor waits for an answer to.
 * That script element keeps the events in its `held` property and its listener (on the document,
 * capturing) in `hold`; the loader (src/client/main.ts) takes both over when it arrives, so that
 * each event is held once whatever arrives late.
 */
export const EARLY_INTERACTIONS = ["click", "keydown"] as const;
