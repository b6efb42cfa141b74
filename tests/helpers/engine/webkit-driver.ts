import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { end, leaveForTeardown } from "../left-for-teardown.ts";

const DRIVER = "/usr/bin/WebKitWebDriver";
const XVFB = "/usr/bin/Xvfb";

export interface RunningDriver {
  url: string;
  /** Called with each line the browser writes (its web process's console messages among them). */
  onLine(listener: (line: string) => void): void;
  /** A folder of its own for the browser's data (XDG_DATA_HOME, XDG_CACHE_HOME). */
  home: string;
  /** Kills the driver, its browser and the display at once; done anyway at the end of the run (left-for-teardown.ts). */
  stop(): void;
}

/** A display of its own: Xvfb picks a free number and writes it to the given descriptor. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(XVFB, ["-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "ignore", "pipe"],
  });
  return new Promise((resolve, reject) => {
    xvfb.stdio[3]!.once("data", (data: Buffer) => resolve({ display: `:${data.toString().trim()}`, process: xvfb }));
    xvfb.once("exit", (code) => reject(new Error(`Xvfb exited (${code}) before giving a display`)));
  });
}

/** A port nothing listens on now (WebKitWebDriver takes a port number, not 0). */
function freePort(): Promise<number> {
  const server = createServer();
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    }),
  );
}

/** WebKitWebDriver on a display of its own (Xvfb, as xvfb-run starts it), ready for a session. */
export async function startWebKitDriver(): Promise<RunningDriver> {
  for (const [file, pkg] of [[DRIVER, "webkit2gtk-driver"], [XVFB, "xvfb"]] as const) {
    if (!existsSync(file)) throw new Error(`No ${file}: apt-get install -y ${pkg} gir1.2-webkit2-4.1 python3-gi`);
  }
  const xvfb = await startXvfb();
  const home = mkdtempSync(path.join(os.tmpdir(), "site-webkit-"));
  const port = await freePort();
  const env = { ...process.env, DISPLAY: xvfb.display, XDG_DATA_HOME: home, XDG_CACHE_HOME: home, GDK_BACKEND: "x11", MESA_SHADER_CACHE_DISABLE: "true" };
  // A process group of its own, with the browser it starts and the browser's web processes: ended as a whole.
  const driver = spawn(DRIVER, [`--port=${port}`], { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const listeners: ((line: string) => void)[] = [];
  for (const stream of [driver.stdout!, driver.stderr!]) {
    createInterface({ input: stream }).on("line", (line) => listeners.forEach((listener) => listener(line)));
  }
  const url = `http://127.0.0.1:${port}`;
  // Ready once it answers its status; a driver that exits first has said why on stderr.
  for (let tries = 0; ; tries++) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}`);
    if (await fetch(`${url}/status`).then(() => true, () => false)) break;
    if (tries > 200) throw new Error("WebKitWebDriver did not answer in 20 s");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // The driver's process group holds the browser it started and the browser's web processes.
  const left = [{ pid: driver.pid!, group: true }, { pid: xvfb.process.pid! }, { dir: home }];
  left.forEach(leaveForTeardown);
  return { url, home, onLine: (listener) => listeners.push(listener), stop: () => left.forEach(end) };
}
