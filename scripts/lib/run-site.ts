import { execFile } from "node:child_process";
import path from "node:path";
import { PROJECT_ROOT } from "./project-copy.ts";

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the real CLI (`bin/site.js`) of a project as a separate process. */
export function runSite(args: string[], root = PROJECT_ROOT): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(root, "bin", "site.js"), ...args],
      { cwd: root, env: { ...process.env, NO_COLOR: "1" } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
