import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseHTML } from "linkedom";
import { snapshotTree } from "./snapshot-tree.ts";

/** The second site: one that knows nothing of any other, its layout in its own package.json. */
export const TINY_SITE = fileURLToPath(new URL("../fixtures/tiny-site", import.meta.url));
const LAUNCHER = fileURLToPath(new URL("../../bin/site.js", import.meta.url));

/**
 * Builds the tiny site into `out` with this package's own command (bin/site.js, run in the site's
 * folder, as a site without a launcher of its own runs it); rejects with its output if it fails.
 */
export function buildTinySite(out: string, args: readonly string[] = []): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [LAUNCHER, "build", "--out", out, ...args], { cwd: TINY_SITE, env: { ...process.env, NO_COLOR: "1" } }, (error, stdout, stderr) =>
      error ? reject(new Error(`the tiny site's build failed:\n${stdout}${stderr}`)) : resolve(),
    );
  });
}

/** A built page of `out`, parsed. */
export function readTinyPage(out: string, file: string): Document {
  return parseHTML(readFileSync(path.join(out, file), "utf8")).document as unknown as Document;
}

/** Every file of `out`, with "/" between folders. */
export function tinyOutputFiles(out: string): string[] {
  return Object.keys(snapshotTree(out)).map((file) => file.split(path.sep).join("/"));
}
