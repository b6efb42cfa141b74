import { createHash } from "node:crypto";
import { statSync } from "node:fs";
import type { Measured } from "../measure-output.ts";
import type { Output } from "../output-map.ts";

/**
 * What a build of `site serve` wrote into its output folder, file by file: the next rebuild writes
 * only the files whose fingerprint changed, and leaves the others where they are (output-sink.ts).
 * Kept by the build worker, and taken as the next build's only if this one committed.
 */
export type WrittenFiles = Map<string, WrittenFile>;

export interface WrittenFile {
  fingerprint: string;
  /** As the report measures it (output-sink.ts keeps a page's text, a compressed file's size). */
  measured: Measured;
  /** A page's characters, for the fonts it downloads. */
  drawn?: Set<string>;
}

/**
 * The output folder as a build left it: its inode and the time of its last entry added, removed or
 * renamed. Another build into the same folder (`site build` in another terminal) renames every
 * file, those at its top too, and so changes it; `site serve` then writes all again rather than
 * leave another build's files in place. None if the folder is not there.
 */
export function outputStamp(outDir: string): string | undefined {
  const stats = statSync(outDir, { bigint: true, throwIfNoEntry: false });
  return stats && `${stats.ino}:${stats.mtimeNs}`;
}

/**
 * An output's content, in short: a hash of its bytes, or for a copied file its path, size and
 * modification time (a photo of content/ edited in place keeps its path).
 */
function fingerprintOf(output: Output): string {
  if ("data" in output) return createHash("sha256").update(output.data).digest("base64");
  const { size, mtimeMs } = statSync(output.copyFrom);
  return `${output.copyFrom}\0${size}\0${mtimeMs}`;
}

/**
 * An output sink's record of this build's files against those of the last (output-sink.ts): what
 * is unchanged, what to leave in place (with its siblings), and this build's files for the next.
 */
export function trackWritten(last: WrittenFiles | undefined, sink: { files: Map<string, Measured>; drawn: Map<string, Set<string>>; leave(file: string): void }) {
  const written: WrittenFiles | undefined = last && new Map();
  return {
    written,
    /** Whether the last build wrote `output` as `file`. */
    unchanged(file: string, output: Output): boolean {
      const entry = last?.get(file);
      return entry !== undefined && entry.fingerprint === fingerprintOf(output);
    },
    /** Left in place, with its siblings: the output still holds them as the last build wrote them. False if it has no such file. */
    leave(file: string): boolean {
      if (!last?.has(file)) return false;
      for (const name of [file, `${file}.br`, `${file}.gz`]) {
        const entry = last.get(name);
        if (!entry) continue;
        written!.set(name, entry);
        sink.files.set(name, entry.measured);
        if (entry.drawn) sink.drawn.set(name, entry.drawn);
        sink.leave(name);
      }
      return true;
    },
    /** A file written by this build. */
    record(file: string, output: Output): void {
      written?.set(file, { fingerprint: fingerprintOf(output), measured: sink.files.get(file)!, ...(sink.drawn.has(file) && { drawn: sink.drawn.get(file) }) });
    },
  };
}
