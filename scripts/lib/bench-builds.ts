// The builds `npm run bench` times, each a whole process (scripts/lib/run-measured.ts).
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import * as esbuild from "esbuild";
import { addSyntheticArticles } from "../synthetic-articles.ts";
import { copyProject, PROJECT_ROOT } from "./project-copy.ts";
import { run, type Sample } from "./run-measured.ts";

export const site = (root: string, out: string, clean: boolean) => async () => {
  // As CI: a fresh checkout has neither the build cache nor a previous output.
  if (clean) for (const dir of [path.join(root, ".cache", "site"), out]) rmSync(dir, { recursive: true, force: true });
  return run(process.execPath, [path.join(root, "bin", "site.js"), "build", "--out", out], root);
};

/*
 * A CI checkout writes its output into folders that were just created. A folder emptied and
 * refilled run after run is another case on this machine's disk (ext4 without a journal): creating
 * files there costs 10 to 15 times as much (perf shows ext4's inode allocator skipping the inodes
 * just deleted), and it hurts whoever writes the most files. So each cold run, the site's, Astro's
 * and Eleventy's alike, writes into a new folder, and these are deleted once every run is over; a
 * separate row times the site rebuilding into the folder of its previous run.
 */
const freshFolder = (outs: string) => mkdtempSync(path.join(outs, "run-"));

/** The site cold, with no .cache and a new output folder under `outs`; `lastOut()` is the latest. */
export function coldSite(root: string, outs: string): { once: () => Promise<Sample>; lastOut: () => string } {
  let last = "";
  const once = () => {
    last = path.join(freshFolder(outs), "dist");
    return site(root, last, true)();
  };
  return { once, lastOut: () => last };
}

/** The baseline, compiled once like the CLI is: node runs it without a TypeScript loader. */
export async function baseline(root: string, out: string): Promise<() => Promise<Sample>> {
  const file = path.join(root, ".cache", "bench", "baseline.mjs");
  mkdirSync(path.dirname(file), { recursive: true });
  await esbuild.build({
    entryPoints: [path.join(PROJECT_ROOT, "scripts", "bench-baseline.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    outfile: file,
    logLevel: "error",
  });
  return () => {
    rmSync(out, { recursive: true, force: true });
    return run(process.execPath, [file, root, out], root);
  };
}

export const astro = (dir: string, outs: string) => () => {
  for (const cache of [".astro", path.join("node_modules", ".astro")]) rmSync(path.join(dir, cache), { recursive: true, force: true });
  const out = path.join(freshFolder(outs), "dist");
  return run(process.execPath, [path.join(dir, "node_modules", "astro", "astro.js"), "build", "--outDir", out], dir, {
    ASTRO_TELEMETRY_DISABLED: "1",
  });
};

// Eleventy 3 keeps nothing between builds: every build is cold.
export const eleventy = (dir: string, outs: string) => () =>
  run(process.execPath, [path.join(dir, "node_modules", "@11ty", "eleventy", "cmd.cjs"), "--output", path.join(freshFolder(outs), "dist")], dir);

/** A copy of `root`'s `.cache/site`, as CI's cache step saves it, kept under `outs`. */
export function saveCache(root: string, outs: string): string {
  const saved = path.join(freshFolder(outs), "site");
  execFileSync("cp", ["-a", path.join(root, ".cache", "site"), saved]);
  return saved;
}

/**
 * The site built as the deploy workflow builds it: a fresh clone in a new folder (another absolute
 * path, every file with the checkout's time), plus `count` articles, `.cache/site` restored from
 * `cache` with its files' times, no dist/. Making the clone is not timed; the clones are removed by
 * `remove`, once every run is over, as the output folders are.
 */
export function restoredClone(cache: string, count: number): { once: () => Promise<Sample>; remove: () => Promise<void> } {
  const clones: Awaited<ReturnType<typeof copyProject>>[] = [];
  const once = async () => {
    const clone = await copyProject();
    clones.push(clone);
    // A checkout writes every file now; copyProject keeps the project's times.
    execFileSync("find", [clone.root, "-path", path.join(clone.root, "node_modules"), "-prune", "-o", "-exec", "touch", "-h", "{}", "+"]);
    addSyntheticArticles(clone.root, count);
    mkdirSync(path.join(clone.root, ".cache"));
    execFileSync("cp", ["-a", cache, path.join(clone.root, ".cache", "site")]);
    return site(clone.root, path.join(clone.root, "dist"), false)();
  };
  return { once, remove: async () => void (await Promise.all(clones.map((clone) => clone.remove()))) };
}
