import { Worker } from "node:worker_threads";
import type { BuildCommandOptions } from "./build-and-report.ts";
import { onlyDataChanged, projectAt } from "./project.ts";

/** What `site serve` asks of its build worker (workers/build-worker.ts), and what the worker answers. */
export interface BuildRequest {
  root: string;
  options: BuildCommandOptions;
  /** Files changed since the last request; [] for the first build. */
  changed: string[];
  /** Print the full report (first build) rather than the one-line summary. */
  full: boolean;
}

export type BuildReply = { ok: true } | { ok: false; error: string };

/**
 * Watch mode's builds, each in a worker thread, so that memory stays flat however long `site serve`
 * runs. A worker keeps the site's bundles while only content changes (the bundles are reused); a
 * change to code, styles or pages gets a new worker, the old one is ended and its modules freed
 * with it. A spare worker is started ahead, so replacing one costs no time.
 */
export function createWatchBuilder(root: string, options: BuildCommandOptions) {
  const project = projectAt(root);
  let current: Promise<Worker> | undefined;
  let spare = startWorker();
  let first = true;

  return {
    async build(changed: string[]): Promise<BuildReply> {
      const contentOnly = changed.length > 0 && onlyDataChanged(project, changed);
      if (!current || !contentOnly) {
        const retired = current;
        current = spare;
        spare = startWorker();
        void retired?.then((worker) => worker.terminate());
      }
      const worker = await current;
      const request: BuildRequest = { root, options, changed, full: first };
      first = false;
      return new Promise<BuildReply>((resolve) => {
        const onExit = (code: number) => resolve({ ok: false, error: `the build worker stopped (exit code ${code})` });
        worker.once("exit", onExit);
        worker.once("message", (reply: BuildReply) => {
          worker.off("exit", onExit);
          resolve(reply);
        });
        worker.postMessage(request);
      });
    },
    async close(): Promise<void> {
      await Promise.all([current, spare].map(async (worker) => (await worker)?.terminate()));
    },
  };
}

/** A worker that has loaded its modules and waits for its first build. */
function startWorker(): Promise<Worker> {
  // The compiled CLI has the worker beside it (bin/launch.js compiles src/workers/*.ts).
  const worker = new Worker(new URL("./build-worker.mjs", import.meta.url));
  return new Promise((resolve, reject) => {
    worker.once("error", reject);
    worker.once("message", () => {
      worker.off("error", reject);
      resolve(worker);
    });
  });
}
