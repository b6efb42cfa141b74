/**
 * Runs the suite against another configuration: `npm run test:config -- real-company` makes a git
 * worktree of HEAD in a temporary folder, with the working tree's changes and new files (not
 * node_modules, dist or caches), writes configuration "real-company" of tests/fixtures/configs/ into
 * it, and runs `npm test` there (or the command given after the name: `npm run test:config -- matomo npx vitest run tests/browser/measurement.test.ts`).
 * The copy is removed when the command passes and kept for a look when it fails (`git worktree
 * remove` removes it then).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { applyConfig, CONFIG_NAMES } from "./lib/apply-config.ts";
import { linkNodeModules, PROJECT_ROOT } from "./lib/project-copy.ts";

const [name, ...command] = process.argv.slice(2);
if (!name || !CONFIG_NAMES.includes(name)) {
  console.error(`Usage: npm run test:config -- <${CONFIG_NAMES.join("|")}> [command…]`);
  process.exit(2);
}

// A worktree of HEAD (tests read git: the project at a ref, commits named in the docs), with the
// working tree's uncommitted changes and new files over it.
const root = mkdtempSync(path.join(os.tmpdir(), `site-config-${name}-`));
const git = (...args: string[]) => execFileSync("git", args, { cwd: PROJECT_ROOT });
git("worktree", "add", "--quiet", "--detach", root, "HEAD");
const changed = git("ls-files", "-z", "--modified", "--others", "--exclude-standard");
if (changed.length > 0) execFileSync("sh", ["-c", `tar -c --null --ignore-failed-read -T - 2>/dev/null | tar -x -C "$0"`, root], { cwd: PROJECT_ROOT, input: changed });
for (const file of git("ls-files", "-z", "--deleted").toString().split("\0").filter(Boolean)) rmSync(path.join(root, file), { force: true });
linkNodeModules(root);
applyConfig(root, name);

const [program, ...args] = command.length ? command : ["npm", "test"];
console.log(`Configuration "${name}" in ${root}: ${[program, ...args].join(" ")}`);
const run = spawnSync(program!, args, { cwd: root, stdio: "inherit" });
if (run.status === 0) git("worktree", "remove", "--force", root);
else console.error(`Configuration "${name}": ${[program, ...args].join(" ")} failed; the copy is kept in ${root}`);
process.exit(run.status ?? 1);
