import { WEB_FONTS_SEEN } from "../shared/web-fonts-seen.ts";
import { inlineScriptHash } from "./inline-script-hash.ts";

/**
 * The first script a page runs: an inline module, last in the body, that does what must be done
 * from the first moment and then imports the loader (src/client/main.ts) named in its
 * `data-loader`.
 *
 * Why not `<script type="module" src>`: Chromium's preload scanner asks for such a script inside the
 * navigation's commit task (20 to 40 ms of V8 setup), and Lighthouse's simulator then charges that
 * task four times over to the first paint of the page that asked, before the page is parsed
 * (docs/performance.md, "What the first paint waits for"). Asked for from here, the loader
 * arrives once the page is parsed, as a module script would run anyway.
 *
 * What it does first, before the page's first frame in Chromium:
 * - `data-js` on the root: CSS collapses accordions and tabs only under it, so without scripts all shows;
 * - `data-fonts` when an earlier page of the visit has the web fonts cached (WEB_FONTS_SEEN), so
 *   text is not drawn in the fallback first;
 * - if the loader cannot be loaded, `data-js` goes again: every panel shows, as without scripts.
 *   The failure is logged, but not when the visitor has left the page (Firefox rejects the
 *   import of a page being left).
 *
 * The text names no file, so its hash is one constant in the policy (src/render/security-policy.ts),
 * as the speculation rules' is.
 */
const TEXT =
  `const r=document.documentElement;r.dataset.js="";` +
  `try{sessionStorage.getItem(${JSON.stringify(WEB_FONTS_SEEN)})!==null&&(r.dataset.fonts="")}catch{}` +
  `import(document.querySelector("script[data-loader]").dataset.loader)` +
  `.catch(e=>{delete r.dataset.js;document.visibilityState!=="hidden"&&console.error(e)})`;

/** The policy's source for exactly this element: `'sha256-…'` of its text. */
export const LOADER_START_HASH = inlineScriptHash(TEXT);

/** The element, importing the loader at `loader` (a site path). */
export function LoaderStart({ loader }: { loader: string }) {
  return <script type="module" data-loader={loader} dangerouslySetInnerHTML={{ __html: TEXT }} />;
}
