import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseHTML } from "linkedom";
import { snapshotTree } from "./snapshot-tree.ts";

/** The second site: one that knows nothing of any other, its layout in its own package.json. */
export const TINY_SITE = fileURLToPath(new URL("../fixtures/tiny-site", import.meta.url));
export const LAUNCHER = fileURLToPath(new URL("../../bin/site.js", import.meta.url));

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs this package's own command (bin/site.js) in `cwd`, the project's folder, as a site without a launcher of its own runs it. */
export function runLauncher(cwd: string, args: readonly string[]): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(process.execPath, [LAUNCHER, ...args], { cwd, env: { ...process.env, NO_COLOR: "1" } }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

/** Builds the tiny site into `out`; rejects with its output if the build fails. */
export async function buildTinySite(out: string, args: readonly string[] = []): Promise<void> {
  const run = await runLauncher(TINY_SITE, ["build", "--out", out, ...args]);
  if (run.code !== 0) throw new Error(`the tiny site's build failed:\n${run.stdout}${run.stderr}`);
}

/** A built page of `out`, parsed. */
export function readTinyPage(out: string, file: string): Document {
  return parseHTML(readFileSync(path.join(out, file), "utf8")).document as unknown as Document;
}

/** Every file of `out`, with "/" between folders. */
export function tinyOutputFiles(out: string): string[] {
  return Object.keys(snapshotTree(out)).map((file) => file.split(path.sep).join("/"));
}

export interface TinySiteCopy {
  root: string;
  remove(): void;
}

/**
 * A copy of the tiny site in a temporary folder, for tests that change its sources or fill its
 * output: its packages are those this package finds (a node_modules link beside it), its caches
 * its own.
 */
export function copyTinySite(): TinySiteCopy {
  const top = mkdtempSync(path.join(os.tmpdir(), "tiny-site-copy-"));
  const root = path.join(top, "tiny-site");
  cpSync(TINY_SITE, root, { recursive: true, filter: (source) => path.basename(source) !== ".cache" });
  const react = createRequire(import.meta.url).resolve("react/package.json");
  symlinkSync(path.dirname(path.dirname(react)), path.join(root, "node_modules"), "dir");
  return { root, remove: () => rmSync(top, { recursive: true, force: true }) };
}

/** `count` notes of about 600 words each in the copy's collection, so that its build lasts longer. */
export function addNotes(root: string, count: number): void {
  const folder = path.join(root, "notes");
  mkdirSync(folder, { recursive: true });
  const paragraph = (note: number, n: number) =>
    `Paragraph ${n} of note ${note}: small things, written down before they are forgotten, kept in order of date, ` +
    `each with a title and a few lines that say what was seen and why it mattered enough to write it down here.`;
  for (let note = 1; note <= count; note++) {
    const day = String((note % 28) + 1).padStart(2, "0");
    const body = Array.from({ length: 4 }, (_, section) => `## Part ${section + 1}\n\n${Array.from({ length: 4 }, (_, n) => paragraph(note, n + 1)).join("\n\n")}`).join("\n\n");
    writeFileSync(path.join(folder, `note-${note}.md`), `---\ntitle: "Note ${note}"\ndate: "2025-01-${day}"\n---\n\n${body}\n`);
  }
}
