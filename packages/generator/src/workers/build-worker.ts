// One watch-mode build after another, in a worker thread that `site serve` replaces whenever the
// site's code changes (watch-builder.ts): Node never unloads an ES module, so each new server
// bundle imported here stays in memory only as long as this worker does.
import { parentPort } from "node:worker_threads";
import { buildAndReport } from "../build-and-report.ts";
import type { Bundles } from "../build-site.ts";
import type { LastOutput } from "../build/build-types.ts";
import type { BuildReply, BuildRequest } from "../watch-builder.ts";

// A failed build can leave a second promise of it rejecting unheard (the client bundle and the
// server bundle both importing a refused YAML file, say): its error has been reported already, and
// letting it end the worker ended \`site serve\` with it.
process.on("unhandledRejection", () => undefined);

// The last good bundles, and every file changed since they were made: while only content
// changed, they are reused.
let bundles: Bundles | undefined;
const changedSinceGood = new Set<string>();
// The pages this worker rendered and the files it wrote, as its last good build left the output:
// a rebuild renders and writes only what changed (render-memo.ts, build/written-files.ts).
let lastOutput: LastOutput = { memo: new Map(), written: new Map() };

parentPort!.on("message", async ({ root, options, changed, full }: BuildRequest) => {
  changed.forEach((file) => changedSinceGood.add(file));
  const previous = bundles ? { bundles, changed: [...changedSinceGood] } : undefined;
  const outcome = await buildAndReport(root, options, previous, { oneLine: !full, lastOutput });
  if ("error" in outcome) {
    parentPort!.postMessage({ ok: false, error: outcome.error } satisfies BuildReply);
    return;
  }
  bundles = outcome.result.bundles;
  if (outcome.result.lastOutput) lastOutput = outcome.result.lastOutput;
  changedSinceGood.clear();
  parentPort!.postMessage({ ok: true } satisfies BuildReply);
});

// Loaded now, while the worker waits as a spare, rather than when the build needs them.
await Promise.all([import("react"), import("react-dom/server")]);
parentPort!.postMessage("ready");
