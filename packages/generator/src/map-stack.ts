import { readFile } from "node:fs/promises";
import { SourceMap } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Rewrites stack frames of the bundled site code ("server-….mjs:1227:9") to their sources
 * ("/…/pages/blog.tsx:2:9") with the bundle's inline source map. Done on failure only: having
 * Node read source maps at every start slows every build
 * (docs/performance.md, "Loaded late, cached or done once").
 */
export async function createStackMapper(moduleUrl: string): Promise<(stack: string) => string> {
  const file = fileURLToPath(moduleUrl.split("?")[0]!);
  const code = await readFile(file, "utf8");
  const inline = /\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)\s*$/.exec(code);
  if (!inline) return (stack) => stack;
  const map = new SourceMap(JSON.parse(Buffer.from(inline[1]!, "base64").toString("utf8")));
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const frame = new RegExp(`(?:file://)?${escaped}(?:\\?[^:)]*)?:(\\d+):(\\d+)`, "g");
  return (stack) =>
    stack.replace(frame, (whole, line: string, column: string) => {
      const entry = map.findEntry(Number(line) - 1, Number(column) - 1) as {
        originalSource?: string;
        originalLine?: number;
        originalColumn?: number;
      };
      if (!entry.originalSource) return whole;
      const source = entry.originalSource.startsWith("file://")
        ? fileURLToPath(entry.originalSource)
        : path.resolve(path.dirname(file), entry.originalSource);
      return `${source}:${entry.originalLine! + 1}:${entry.originalColumn! + 1}`;
    });
}
