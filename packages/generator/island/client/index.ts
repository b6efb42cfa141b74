// The island runtime's browser half (`site-generator/island/client`): a site's loader holds what
// the visitor does on islands from its first moment, then watches each island marker, which
// hydrates it when its rule says so or at the first interaction, and replays what was held.
// React's half is react-runtime.ts, a chunk of its own that the build makes and names in
// ISLAND_CHUNKS; the server half is ../server.tsx.
export { AFTER_PAINT } from "./bundle-links.ts";
export { holdEarlyInteractions, type EarlyInteractions } from "./hold-early.ts";
export { reportUnlessLeaving } from "./leaving.ts";
export { loadChunk } from "./load-chunk.ts";
export { watchIsland } from "./watch-island.ts";
