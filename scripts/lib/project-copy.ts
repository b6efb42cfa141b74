import { execFile, execFileSync } from "node:child_process";
import { lstatSync, mkdirSync, readdirSync, readlinkSync, symlinkSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

export const PROJECT_ROOT = path.resolve(import.meta.dirname, "..", "..");

/**
 * A throwaway copy of the project's sources (node_modules linked, not copied), for tests
 * that break a page or add an island without touching the real tree, and for the bench's builds.
 * Copied by `cp -a`, in a tenth of the half second Node's `cp` took (a test run makes about thirty
 * copies). It keeps the files' and folders' times, so that a build of the copy given the project's
 * cache only stats its inputs, as in the project, rather than reading them to find them the same
 * (packages/generator/src/input-stamps.ts).
 */
export function copyProject(): Promise<Project> {
  const entries = ["bin", "packages", "src", "pages", "styles", "public", "content", "package.json", "tsconfig.json", ".htmlvalidate.mjs"];
  return makeProject(async (root) => void (await promisify(execFile)("cp", ["-a", ...entries, root], { cwd: PROJECT_ROOT })));
}

/**
 * Writes `paths` (every tracked file when none is named) as they are at git ref `ref` (a commit, a
 * branch, a tag) into `root`.
 */
export function extractAt(ref: string, root: string, paths: string[] = []): void {
  let archive: Buffer;
  try {
    archive = execFileSync("git", ["archive", ref, "--", ...paths], { cwd: PROJECT_ROOT, maxBuffer: 256 * 1024 * 1024, stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    const said = String((error as { stderr?: Buffer }).stderr ?? "").trim();
    throw new Error(`"${ref}" is not a commit of this repository that git can read${said ? ` (git: ${said})` : ""}`);
  }
  execFileSync("tar", ["-x", "-C", root], { input: archive });
}

/**
 * A throwaway copy of the project as committed at git ref `ref`, node_modules linked: the site
 * before a change, measured beside it (`npm run lighthouse -- --before <ref>`).
 */
export function copyProjectAt(ref: string): Promise<Project> {
  return makeProject((root) => extractAt(ref, root));
}

interface Project {
  root: string;
  remove: () => Promise<void>;
}

/** A new folder that `fill` fills, with node_modules linked (its workspace packages its own); removed again if `fill` fails. */
async function makeProject(fill: (root: string) => Promise<void> | void): Promise<Project> {
  const root = await mkdtemp(path.join(os.tmpdir(), "site-project-"));
  const remove = () => rm(root, { recursive: true, force: true });
  try {
    await fill(root);
  } catch (error) {
    await remove();
    throw error;
  }
  linkNodeModules(root);
  return { root, remove };
}

/**
 * `root`'s node_modules, made of links to the project's packages, but for its workspace packages
 * (npm links them to their folder, packages/generator for site-generator), linked to `root`'s own
 * folder of the same name: a copy whose generator is changed imports that one, and one class of
 * each (a ContentError thrown by the copy's readers is one its tests know). The project's own
 * node_modules, linked whole, would lead the copy's site to the project's generator.
 */
export function linkNodeModules(root: string): void {
  const from = path.join(PROJECT_ROOT, "node_modules");
  const to = path.join(root, "node_modules");
  mkdirSync(to);
  for (const name of readdirSync(from)) {
    const entry = path.join(from, name);
    const target = lstatSync(entry).isSymbolicLink() ? path.resolve(from, readlinkSync(entry)) : undefined;
    const workspace = target !== undefined && target.startsWith(PROJECT_ROOT + path.sep) && !target.startsWith(from + path.sep);
    symlinkSync(workspace ? readlinkSync(entry) : entry, path.join(to, name), "dir");
  }
}
