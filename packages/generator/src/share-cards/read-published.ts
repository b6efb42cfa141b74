import { readFile } from "node:fs/promises";
import type { Output } from "../output-map.ts";

/** The bytes of a file among the build's outputs, by site path ("/blog/images/x.svg"), or undefined. */
export function publishedReader(outputs: Iterable<[string, Output]>): (sitePath: string) => Promise<Buffer | undefined> {
  const byFile = new Map(outputs);
  return async (sitePath) => {
    const output = byFile.get(sitePath.replace(/^\//, ""));
    if (!output) return undefined;
    return "copyFrom" in output ? readFile(output.copyFrom) : Buffer.from(output.data);
  };
}
