// The loader, imported by the page's one inline script (src/components/LoaderStart.tsx, which has
// already marked the page as scripted, switched on the remembered web fonts and held the clicks and
// key presses on islands): it takes those over and holds what the visitor does on an island until
// enhance.ts has arrived (the generator's island runtime does the holding).
// Everything else (islands, lazy behaviours, the first visit's fonts) is in enhance.ts, asked for
// once the page has painted and loaded, or at once when the visitor interacts with an island.
// Why not all here: Lighthouse's simulator counts every request that ended before the page painted.
import { AFTER_PAINT, holdEarlyInteractions, reportUnlessLeaving } from "site-generator/island/client";
import { afterPageLoaded } from "./after-first-paint.ts";
import { showScriptlessContent } from "./noscript-fallbacks.ts";

type Enhance = typeof import("./enhance.ts");

// Interactions with an island before enhance.ts has arrived: kept, handed to it, and replayed
// once the island is hydrated; the first one asks for it at once. Those the page's first script
// held are taken over with its listener.
const early = holdEarlyInteractions(document.querySelector("script[data-loader]"), () => start());

let started = false;
function start() {
  if (started) return;
  started = true;
  // Asked for once more under another URL if it fails, as island chunks are (the runtime's
  // loadChunk, which enhance.ts brings: not bundled here too, every byte of this file is in the
  // first round trip). AFTER_PAINT is enhance.ts's bundle, relative to this one.
  const url = new URL(AFTER_PAINT!, import.meta.url).href;
  (import(url) as Promise<Enhance>).catch(() => import(`${url}?retry=1`) as Promise<Enhance>).then(
    ({ enhance }) => {
      early.stop();
      enhance(early.events);
    },
    (error: unknown) => {
      early.stop();
      // Nothing stays hidden: islands show as without JavaScript (data-fallback), so do the
      // noscripts' contents (the demo videos), and the booking anchor's jump, held by CSS for
      // the smooth scroll, is the browser's own again.
      for (const marker of document.querySelectorAll<HTMLElement>("[data-island]")) marker.dataset.fallback = "";
      showScriptlessContent();
      document.documentElement.dataset.hashScrolled = "";
      reportUnlessLeaving(() => console.error(error));
    },
  );
}
if (early.events.length > 0) start();
afterPageLoaded(start);
