// The loader, imported by the page's one inline script (src/components/LoaderStart.tsx, which has
// already marked the page as scripted, switched on the remembered web fonts and held the clicks and
// key presses on islands): it takes those over and holds what the visitor does on an island until
// enhance.ts has arrived.
// Everything else (islands, lazy behaviours, the first visit's fonts) is in enhance.ts, asked for
// once the page has painted and loaded, or at once when the visitor interacts with an island.
// Why not all here: Lighthouse's simulator counts every request that ended before the page painted.
import { EARLY_INTERACTIONS } from "../shared/early-interactions.ts";
import { afterPageLoaded } from "./after-first-paint.ts";
import { WATCHED } from "./hold-interactions.ts";
import { reportUnlessLeaving } from "./leaving.ts";
import { showScriptlessContent } from "./noscript-fallbacks.ts";

/** The URL of enhance.ts's bundle relative to this one, written in by the build (packages/generator/src/bundle-client.ts). */
declare const __ENHANCE__: string;

type Enhance = typeof import("./enhance.ts");

/** The page's first script, which held clicks and key presses on islands until this arrived (LoaderStart.tsx). */
type FirstScript = HTMLScriptElement & { held?: Event[]; hold?: EventListener };

// Interactions with an island before enhance.ts has arrived: kept, handed to it, and replayed
// once the island is hydrated; the first one asks for it at once. Those the page's first script
// held are taken over with its listener, in the same task, so that each is held once.
const first = document.querySelector<FirstScript>("script[data-loader]");
const earlier: Event[] = first?.held ?? [];
if (first?.hold) for (const type of EARLY_INTERACTIONS) document.removeEventListener(type, first.hold, true);
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
if (earlier.length > 0) start();
afterPageLoaded(start);
