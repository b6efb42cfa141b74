import { demoStill } from "./DemoVideo.tsx";

/**
 * The demo clips of public/videos/ (scripts/make-videos.ts makes them, docs/videos.md): their stills
 * are published as responsive images, whichever section shows them (the home page's pillars, a
 * media section). The content names a clip by its name; this list is what the public folder holds.
 */
const DEMO_CLIPS = ["pilier-anticipation", "pilier-appels-offres", "pilier-prospection"] as const;

/** The clips' stills, which the build makes responsive: AVIF and WebP at the widths the layout shows them. */
export const DEMO_STILLS = DEMO_CLIPS.map(demoStill);
