import { EARLY_INTERACTIONS } from "site-generator/island";
import { UNREPORTED_PAINT_MS } from "../shared/unreported-paint.ts";
import { WEB_FONTS_SEEN } from "../shared/web-fonts-seen.ts";
import { inlineScriptHash } from "./inline-script-hash.ts";

/**
 * The first script a page runs: a classic inline script in the head, right after the stylesheets,
 * that does what must be done before the first style is computed and, once the page is parsed and
 * its first text painted, imports the loader (src/client/main.ts) named in its `data-loader`.
 *
 * Why in the head: the first frame is styled and laid out once, with `data-js` already on; set
 * by a script at the end of the body, it came after Chromium's first frame and made it style and
 * lay out the whole page a second time (docs/performance.md, "What the first paint waits for").
 * Why after the stylesheets: a classic script waits for the stylesheets before it, and the parse
 * waits for it. So the page is parsed only once they have arrived. Chromium lays out a page with a
 * form (the footer's newsletter) as soon as it is parsed; parsed before its styles, the page was
 * laid out without them, then again for the first frame. Nothing paints before the stylesheets
 * anyway.
 * Why not `<script type="module" src>`: Chromium's preload scanner asks for such a script inside the
 * navigation's commit task (20 to 40 ms of V8 setup), and Lighthouse's simulator then charges that
 * task four times over to the first paint of the page that asked.
 * Why after the first contentful paint, not at DOMContentLoaded: the frame that paints the page is
 * shown 100 ms or more after it is drawn (its tiles are rastered meanwhile); asked for at
 * DOMContentLoaded, the loader arrives before then, and Lighthouse's simulator puts its request, a
 * round trip of its own after the whole parse, before the largest paint (docs/performance.md). A
 * page hidden before it paints (a background tab, a prerender, a visitor gone to another tab)
 * reports no paint: it imports the loader once parsed. Nor does a page whose paint the browser
 * never reports imports it UNREPORTED_PAINT_MS after its load event, so that its islands never
 * wait for a paint that will not be reported.
 *
 * What it does:
 * - `data-js` on the root: CSS collapses accordions and tabs only under it, so without scripts all shows;
 * - `data-fonts` when an earlier page of the visit has the web fonts cached (WEB_FONTS_SEEN), so
 *   text is not drawn in the fallback first;
 * - clicks and key presses on an island (EARLY_INTERACTIONS) held from then on, in the element's
 *   `held`, for the loader to take over with the listener (`hold`) and have replayed once the
 *   island is hydrated: a visitor's click is not lost however late every other script arrives;
 * - if the loader cannot be loaded, `data-js` goes again: every panel shows, as without scripts.
 *   The failure is logged, but not when the visitor has left the page (Firefox rejects the
 *   import of a page being left).
 *
 * The text names no file, so its hash is one constant in the policy (src/render/security-policy.ts),
 * as the speculation rules' is. A block, so that its names stay out of the page's global scope.
 */
const TEXT =
  `{const d=document,r=d.documentElement,s=d.currentScript,l=s.dataset.loader,h=()=>d.visibilityState=="hidden",` +
  `q=s.held=[],k=s.hold=e=>e.target.closest?.("[data-island]")&&q.push(e);r.dataset.js="";` +
  `for(const t of${JSON.stringify(EARLY_INTERACTIONS)})d.addEventListener(t,k,!0);` +
  `try{sessionStorage.getItem(${JSON.stringify(WEB_FONTS_SEEN)})!==null&&(r.dataset.fonts="")}catch{}` +
  `let n=2,p=1;const g=()=>--n||import(l).catch(e=>{delete r.dataset.js;h()||console.error(e)}),v=()=>p&&(p=0,g());` +
  `addEventListener("DOMContentLoaded",g);addEventListener("load",()=>setTimeout(v,${UNREPORTED_PAINT_MS}));` +
  `try{h()||!PerformanceObserver.supportedEntryTypes.includes("paint")?v():` +
  `(new PerformanceObserver(e=>e.getEntriesByName("first-contentful-paint")[0]&&v()).observe({type:"paint",buffered:!0}),` +
  `addEventListener("visibilitychange",v))}catch{v()}}`;

/** The policy's source for exactly this element: `'sha256-…'` of its text. */
export const LOADER_START_HASH = inlineScriptHash(TEXT);

/** The element, importing the loader at `loader` (a site path). */
export function LoaderStart({ loader }: { loader: string }) {
  return <script data-loader={loader} dangerouslySetInnerHTML={{ __html: TEXT }} />;
}
