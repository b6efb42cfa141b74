import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ParsedFile } from "./parse-entry.ts";

export async function readEntryCache(file: string): Promise<Record<string, ParsedFile>> {
  // A cache that cannot be read is no cache: everything is parsed again.
  try {
    return (JSON.parse(await readFile(file, "utf8")) as Record<string, ParsedFile> | null) ?? {};
  } catch {
    return {};
  }
}

export async function writeEntryCache(file: string, entries: Record<string, ParsedFile>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(`${file}.${process.pid}`, JSON.stringify(entries));
  await rename(`${file}.${process.pid}`, file);
}
