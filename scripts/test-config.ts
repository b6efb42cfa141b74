/**
 * Runs the suite against another configuration: `npm run test:config -- real-company` copies the
 * working tree (tracked and new files, not node_modules, dist or caches) to a temporary folder,
 * writes configuration "real-company" of tests/fixtures/configs/ into it, and runs `npm test`
 * there (or the command given after the name: `npm run test:config -- matomo npx vitest run tests/browser/measurement.test.ts`).
 * The copy is removed when the command passes and kept for a look when it fails.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { applyConfig, CONFIG_NAMES } from "./lib/apply-config.ts";
import { PROJECT_ROOT } from "./lib/project-copy.ts";

const [name, ...command] = process.argv.slice(2);
if (!name || !CONFIG_NAMES.includes(name)) {
  console.error(`Usage: npm run test:config -- <${CONFIG_NAMES.join("|")}> [command…]`);
  process.exit(2);
}

const root = mkdtempSync(path.join(os.tmpdir(), `site-config-${name}-`));
const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: PROJECT_ROOT });
// A file deleted but not yet committed is listed by --cached: tar skips it with a warning.
execFileSync("sh", ["-c", `tar -c --null --ignore-failed-read -T - 2>/dev/null | tar -x -C "$0"`, root], { cwd: PROJECT_ROOT, input: files });
symlinkSync(path.join(PROJECT_ROOT, "node_modules"), path.join(root, "node_modules"), "dir");
applyConfig(root, name);

const [program, ...args] = command.length ? command : ["npm", "test"];
console.log(`Configuration "${name}" in ${root}: ${[program, ...args].join(" ")}`);
const run = spawnSync(program!, args, { cwd: root, stdio: "inherit" });
if (run.status === 0) rmSync(root, { recursive: true, force: true });
else console.error(`Configuration "${name}": ${[program, ...args].join(" ")} failed; the copy is kept in ${root}`);
process.exit(run.status ?? 1);
