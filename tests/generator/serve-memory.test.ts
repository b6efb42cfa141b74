import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyProject } from "../helpers/project-copy.ts";

// Issue "The generator under real use", point 1: each rebuild imported a new server bundle into
// the serving process, and Node never unloads a module: RSS grew 2.5–3.3 MB a rebuild, for good.
const REBUILDS = 100;
const WARM_UP = 10;
/**
 * Growth allowed between rebuild 10 and rebuild 100. The old design would add about 250 MB over
 * those 90 rebuilds; a worker of the site, replaced at each code change, holds 30–40 MB, and the
 * allocator does not hand every freed page back at once, so one worker's worth is the margin.
 */
const MAX_GROWTH_MB = 40;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

describe(`given site serve watching, when the code is edited ${REBUILDS} times`, () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  let server: ChildProcess;
  let output = "";
  const rebuilds = () => output.match(/rebuilt \d+ pages/g)?.length ?? 0;
  const waitFor = (done: () => boolean) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (done()) return resolve();
        if (server.exitCode !== null) return reject(new Error(`site serve stopped:\n${output}`));
        setTimeout(check, 20);
      };
      check();
    });

  beforeAll(async () => {
    project = await copyProject();
    server = spawn(process.execPath, ["bin/site.js", "serve", "--port", "0"], { cwd: project.root, env: { ...process.env, NO_COLOR: "1" } });
    server.stdout!.on("data", (chunk) => (output += chunk));
    server.stderr!.on("data", (chunk) => (output += chunk));
    await waitFor(() => output.includes("Serving http"));
  });
  afterAll(async () => {
    server.kill();
    await project.remove();
  });

  it(`keeps its memory within ${MAX_GROWTH_MB} MB of what it used after ${WARM_UP} rebuilds`, async () => {
    // The 404 page's texts, which the server bundle holds: a new bundle each time.
    const file = path.join(project.root, "content", "not-found.yaml");
    const original = readFileSync(file, "utf8");
    expect(original).toContain("Oops! Page not found");
    const samples: number[] = [];
    for (let edit = 1; edit <= REBUILDS; edit++) {
      writeFileSync(file, original.replace("Oops! Page not found", `Oops! Page not found (${edit})`));
      await waitFor(() => rebuilds() >= edit);
      if (edit === WARM_UP || edit === REBUILDS) samples.push(rssMb(server.pid!));
    }
    expect(output).not.toContain("error");
    const [warm, last] = samples as [number, number];
    console.log(`site serve RSS: ${warm.toFixed(1)} MB after ${WARM_UP} rebuilds, ${last.toFixed(1)} MB after ${REBUILDS}`);
    expect(last - warm).toBeLessThan(MAX_GROWTH_MB);
  }, 300_000);
});
