import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Every file below `dir` with a hash of its content: equal snapshots mean an untouched tree. */
export function snapshotTree(dir: string): Record<string, string> {
  const snapshot: Record<string, string> = {};
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const file = path.join(dir, name);
    if (!statSync(file).isFile()) continue;
    snapshot[name] = createHash("sha256").update(readFileSync(file)).digest("hex");
  }
  return snapshot;
}
