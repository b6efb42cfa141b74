import { spawn } from "node:child_process";
import { afterAll, beforeAll } from "vitest";
import { copyProject } from "./project-copy.ts";

export interface ServeProcess {
  /** What it printed so far, stdout and stderr. */
  output(): string;
  /** Once `pattern` has been printed `count` times (at the start of a line); fails naming what was printed. */
  printed(pattern: RegExp, count?: number): Promise<void>;
  stop(): void;
}

/**
 * `site serve --port 0` in `root`, as a developer starts it, once it serves (its first build done).
 * Waits on what it prints, never on a fixed time: a loaded machine's build takes what it takes.
 */
async function startServe(root: string, timeout = 240_000): Promise<ServeProcess> {
  const server = spawn(process.execPath, ["bin/site.js", "serve", "--port", "0"], { cwd: root, env: { ...process.env, NO_COLOR: "1" } });
  let output = "";
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));
  const printed = (pattern: RegExp, count = 1) =>
    new Promise<void>((resolve, reject) => {
      const lines = new RegExp(pattern.source, "gm");
      const check = () => {
        if ((output.match(lines)?.length ?? 0) < count) return;
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => reject(new Error(`not printed ${count} time(s): ${pattern}\n${output}`)), timeout);
      server.stdout.on("data", check);
      server.stderr.on("data", check);
      check();
    });
  const serve: ServeProcess = { output: () => output, printed, stop: () => void server.kill() };
  await printed(/^Serving http:\/\/127\.0\.0\.1:\d+\//);
  return serve;
}

/**
 * For the tests of a describe: a copy of the project (given `prepare`'s changes first) served by
 * `site serve`, started before them, stopped and removed after. Read through the getter once
 * the tests run.
 */
export function useServedCopy(prepare: (root: string) => void = () => undefined): () => { root: string; serve: ServeProcess } {
  let project: Awaited<ReturnType<typeof copyProject>> | undefined;
  let serve: ServeProcess | undefined;
  beforeAll(async () => {
    project = await copyProject();
    prepare(project.root);
    serve = await startServe(project.root);
  }, 300_000);
  afterAll(async () => {
    serve?.stop();
    await project?.remove();
  });
  return () => ({ root: project!.root, serve: serve! });
}
