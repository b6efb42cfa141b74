// The font step's worker thread (packages/generator/src/fonts/subset-fonts.ts starts it): cuts the fonts and
// measures their fallbacks with HarfBuzz while the main thread renders the pages. A cold build
// starts it first thing, so that HarfBuzz loads and the fallbacks' files are converted while
// esbuild bundles; its input comes later, in one message.
import { setFlagsFromString } from "node:v8";
import { parentPort } from "node:worker_threads";
import { cutFonts, type CutInput } from "../fonts/cut-fonts.ts";
import { loadFallbacks } from "../fonts/font-metrics.ts";

// HarfBuzz's WebAssembly is compiled by V8's baseline compiler only: optimizing it (TurboFan, on
// a background thread) costs more memory and CPU than it saves (docs/performance.md, "The font step"). Set
// before the modules are compiled (they load below, on first use); V8's flags are the process's,
// and no other code of a build compiles WebAssembly.
setFlagsFromString("--liftoff-only");

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
