// The loader, imported by the page's one inline script (src/components/LoaderStart.tsx, which has
// already marked the page as scripted and switched on the remembered web fonts): it holds what the
// visitor does on an island until enhance.ts has arrived.
// Everything else (islands, lazy behaviours, the first visit's fonts) is in enhance.ts, asked for
// once the page has painted and loaded, or at once when the visitor interacts with an island.
// Why not all here: Lighthouse's simulator counts every request that ended before the page painted.
import { afterPageLoaded } from "./after-first-paint.ts";
import { WATCHED } from "./hold-interactions.ts";
import { reportUnlessLeaving } from "./leaving.ts";
import { showScriptlessContent } from "./noscript-fallbacks.ts";

/** The URL of enhance.ts's bundle relative to this one, written in by the build (packages/generator/src/bundle-client.ts). */
declare const __ENHANCE__: string;

type Enhance = typeof import("./enhance.ts");

// Interactions with an island before enhance.ts has arrived: kept, handed to it, and replayed
// once the island is hydrated; the first one asks for it at once.
const earlier: Event[] = [];
const hold = (event: Event) => {
  if (!(event.target instanceof Element) || !event.target.closest("[data-island]")) return;
  earlier.push(event);
  start();
};
for (const type of WATCHED) document.addEventListener(type, hold, true);
const stopHolding = () => {
  for (const type of WATCHED) document.removeEventListener(type, hold, true);
};

let started = false;
function start() {
  if (started) return;
  started = true;
  // Asked for once more under another URL if it fails, as island chunks are (load-chunk.ts, which
  // enhance.ts brings: not bundled here too, every byte of this file is in the first round trip).
  const url = new URL(__ENHANCE__, import.meta.url).href;
  (import(url) as Promise<Enhance>).catch(() => import(`${url}?retry=1`) as Promise<Enhance>).then(
    ({ enhance }) => {
      stopHolding();
      enhance(earlier);
    },
    (error: unknown) => {
      stopHolding();
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
afterPageLoaded(start);
