import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

export interface Sample {
  ms: number;
  /** Peak resident memory of the process and its children (sum of each one's VmHWM), MiB. */
  mib: number;
}

/** Runs a command to its end, polling the peak memory of it and of every process it starts. */
export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, stdio: ["ignore", "ignore", "pipe"], env: { ...process.env, ...env } });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const peaks = new Map<number, number>();
    const poll = () => {
      for (const pid of tree(child.pid!)) {
        const kib = Number(/VmHWM:\s+(\d+)/.exec(readOr(`/proc/${pid}/status`))?.[1] ?? 0);
        if (kib > (peaks.get(pid) ?? 0)) peaks.set(pid, kib);
      }
    };
    const timer = setInterval(poll, 10);
    child.on("exit", (code) => {
      clearInterval(timer);
      const ms = performance.now() - started;
      if (code !== 0) reject(new Error(`${command} ${args.join(" ")} exited with ${code}\n${stderr}`));
      else resolve({ ms, mib: [...peaks.values()].reduce((sum, kib) => sum + kib, 0) / 1024 });
    });
  });
}

function tree(pid: number): number[] {
  const tasks = readdirOr(`/proc/${pid}/task`);
  const children = tasks.flatMap((task) => readOr(`/proc/${pid}/task/${task}/children`).trim().split(/\s+/).filter(Boolean).map(Number));
  return [pid, ...children.flatMap(tree)];
}

const readOr = (file: string) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
};
const readdirOr = (dir: string) => {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};
