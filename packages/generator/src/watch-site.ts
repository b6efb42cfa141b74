import { existsSync } from "node:fs";
import chokidar from "chokidar";
import type { Project } from "./project.ts";

/** Editors save in bursts (write, rename, touch): one rebuild per burst. */
const SETTLE_MS = 60;

/**
 * Calls `rebuild` after changes under the project's source folders, never two at once:
 * changes made during a rebuild trigger one more when it ends. Resolves once the watcher has
 * read the folders: a change made before then could go unseen.
 */
export async function watchSite(project: Project, rebuild: (changed: string[]) => Promise<void>): Promise<() => Promise<void>> {
  const watcher = chokidar.watch(project.sourceDirs.filter((dir) => existsSync(dir)), {
    ignoreInitial: true,
    ignored: (file) => /(^|[/\\])\.|~$/.test(file.slice(project.root.length)),
  });
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const flush = async () => {
    if (running) return;
    const changed = [...pending];
    pending = new Set();
    running = rebuild(changed).finally(() => {
      running = undefined;
      if (pending.size > 0) void flush();
    });
  };
  watcher.on("all", (_event, file) => {
    pending.add(file);
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), SETTLE_MS);
  });
  await new Promise<void>((resolve) => watcher.once("ready", () => resolve()));
  return async () => {
    clearTimeout(timer);
    await watcher.close();
  };
}
