import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openPackFile } from "../src/pack-file.ts";

// A cold build puts every page, and every page's siblings, into packs (pack-file.ts): at 10,000
// articles 300 MB. The parts must be let go once on disk, not held until the pack is closed.

v8.setFlagsFromString("--expose-gc");
const collectGarbage = vm.runInNewContext("gc") as () => void;

let dir: string;
beforeEach(() => void (dir = mkdtempSync(path.join(os.tmpdir(), "pack-memory-"))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const PART = 256 * 1024;
const packBytes = () => readdirSync(dir).filter((file) => file.endsWith(".pack")).reduce((sum, file) => sum + statSync(path.join(dir, file)).size, 0);

/** Yields to the event loop until `done`, at most `rounds` times: the writes settle in their own time. */
async function until(done: () => boolean, rounds = 500) {
  for (let round = 0; round < rounds && !done(); round++) await new Promise((resolve) => setImmediate(resolve));
  return done();
}

describe("a pack being written", () => {
  it("given parts past a batch, should let go of those the disk has, while the pack is still open", async () => {
    const pack = await openPackFile(dir, "pages", "test");
    const written: WeakRef<Buffer>[] = [];
    // Eight parts of 256 kB: the first four make a batch of a megabyte, written at once.
    for (let index = 0; index < 8; index++) {
      const part = Buffer.alloc(PART, index);
      if (index < 4) written.push(new WeakRef(part));
      pack.put(`page-${index}`, [part]);
    }
    expect(await until(() => packBytes() >= 4 * PART)).toBe(true);
    const released = await until(() => {
      collectGarbage();
      return written.every((part) => part.deref() === undefined);
    });
    expect(released).toBe(true);
    await pack.close(true);
    expect(packBytes()).toBe(8 * PART);
    // The parts read back whole from the pack the next build opens.
    const next = await openPackFile(dir, "pages", "test");
    expect((await next.take("page-2"))?.[0]).toEqual(Buffer.alloc(PART, 2));
    expect((await next.take("page-7"))?.[0]).toEqual(Buffer.alloc(PART, 7));
    await next.close(false);
  });
});
