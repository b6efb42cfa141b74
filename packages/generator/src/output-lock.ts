import { open, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { log } from "./log.ts";

const POLL_MS = 100;

/**
 * One build at a time writes an output folder: the lock is a file beside it holding the writer's
 * process id, created exclusively. A second build waits for the first, saying so once; a lock
 * left by a process that no longer runs (killed with -9) is taken over.
 * Resolves to the function that releases it.
 */
export async function lockOutput(outDir: string): Promise<() => Promise<void>> {
  const lockFile = path.join(path.dirname(outDir), `.${path.basename(outDir)}.lock`);
  let announced = false;
  for (;;) {
    try {
      const handle = await open(lockFile, "wx");
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = Number.parseInt(await readFile(lockFile, "utf8").catch(() => ""), 10);
    if (!isRunning(holder)) {
      // Dead holder, or a lock caught between its creation and its pid being written: a lock
      // with no pid is only taken over once it is still empty at the next look.
      if (Number.isInteger(holder) || !(await stillEmpty(lockFile))) await rm(lockFile, { force: true });
      continue;
    }
    if (!announced) {
      log.info(`Another build (process ${holder}) is writing ${path.basename(outDir)}/: waiting for it to finish.`);
      announced = true;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function stillEmpty(lockFile: string): Promise<boolean> {
  await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  return (await readFile(lockFile, "utf8").catch(() => "gone")) === "";
}
