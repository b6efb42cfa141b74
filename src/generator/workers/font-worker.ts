// The font step's worker thread (src/generator/fonts/subset-fonts.ts starts it): cuts the fonts and
// measures their fallbacks with HarfBuzz while the main thread renders the pages.
import { parentPort, workerData } from "node:worker_threads";
import { cutFonts, type CutInput } from "../fonts/cut-fonts.ts";

try {
  const subset = await cutFonts(workerData as CutInput);
  // Copied, not transferred: subset-font's buffers may be views on a shared pool.
  parentPort!.postMessage({ ok: true, subset });
} catch (error) {
  parentPort!.postMessage({ ok: false, error });
}
