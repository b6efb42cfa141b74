// The font step's worker thread (src/generator/fonts/subset-fonts.ts starts it): cuts the fonts and
// measures their fallbacks with HarfBuzz while the main thread renders the pages. A cold build
// starts it first thing, so that HarfBuzz loads and the fallbacks' files are converted while
// esbuild bundles; its input comes later, in one message.
import { parentPort } from "node:worker_threads";
import { cutFonts, type CutInput } from "../fonts/cut-fonts.ts";
import { loadFallbacks } from "../fonts/font-metrics.ts";

const loading = loadFallbacks().catch(() => undefined);
parentPort!.once("message", async (input: CutInput) => {
  try {
    await loading;
    const subset = await cutFonts(input);
    // Copied, not transferred: subset-font's buffers may be views on a shared pool.
    parentPort!.postMessage({ ok: true, subset });
  } catch (error) {
    parentPort!.postMessage({ ok: false, error });
  }
});
