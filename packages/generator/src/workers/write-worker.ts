// The output's writer thread (packages/generator/src/write-thread.ts starts it): creates a build's
// files in its staging folder, so that the main thread, which a build with the cache CI restores
// is bound by, only hands them over. Creating a file takes three calls of fs (open, write, close),
// each a round trip to libuv's threads and back to the main thread's event loop; here they are
// plain synchronous calls on a thread of their own.
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parentPort } from "node:worker_threads";
import type { WriteOrder, WriteReport } from "../write-thread.ts";

const folders = new Set<string>();

function write([, target, data, from]: WriteOrder): void {
  const dir = path.dirname(target);
  if (!folders.has(dir)) {
    mkdirSync(dir, { recursive: true });
    folders.add(dir);
  }
  if (from !== undefined) copyFileSync(from, target);
  else writeFileSync(target, data!);
}

parentPort!.on("message", (orders: WriteOrder[]) => {
  const reports = orders.map((order): WriteReport => {
    try {
      write(order);
      return [order[0]];
    } catch (error) {
      const { message, code } = error as NodeJS.ErrnoException;
      return [order[0], { message, code }];
    }
  });
  parentPort!.postMessage(reports);
});
