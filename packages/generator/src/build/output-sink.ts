import { byteLength, type Measured } from "../measure-output.ts";
import type { Output } from "../output-map.ts";
import { createCompressor, isCompressible } from "../compress-files.ts";
import { drawnCharacters } from "../fonts/drawn-characters.ts";
import { openOutputWriter } from "../write-files.ts";
import { outputStamp, trackWritten, type WrittenFile, type WrittenFiles } from "./written-files.ts";
import type { LastOutput } from "./build-types.ts";

/** Where every output of a build goes: written at once into the staging folder, kept for the report. */
export interface OutputSink {
  /**
   * An output for visitors: written, compressed if it is text, and, for a page, its characters
   * noted (`drawn`, if known: a page from the render cache), and returned.
   */
  emit(file: string, output: Output, text?: string, drawn?: Set<string>): Set<string> | undefined;
  /** An output nobody downloads (host files): written as it is. */
  keep(file: string, output: Output): void;
  /** A file emitted, read back from the staging folder (the search index reads the pages so). */
  read(file: string): Promise<Buffer>;
  /** Every file written, a page or asset with its data, a compressed one or sibling with its size only. */
  files: ReadonlyMap<string, Measured>;
  /** The characters each page draws, for the fonts it downloads (the build summary). */
  drawn: ReadonlyMap<string, Set<string>>;
  /**
   * `site serve`'s rebuilds: a page not rendered again (render-routes.ts) stays in the output as it
   * is, with its siblings; false if the last build did not write it.
   */
  reuse(file: string): boolean;
  /** With `last` given: every file of this build, with its fingerprint, for the next one. */
  written: WrittenFiles | undefined;
  /** Waits for the compression, then swaps the staging folder in. */
  commit(): Promise<void>;
  /** Waits for what is being written, then throws the staging folder away. */
  abort(): Promise<void>;
}

/**
 * `lastOutput`: what the previous build of `site serve` wrote into `outDir` (build-worker.ts); a
 * file whose content is the same is left in place, not written, compressed nor moved again, so
 * that a rebuild after one article's edit changes only the files that depend on it.
 */
export async function openOutputSink(outDir: string, compress: boolean, cacheDir: string, lastOutput?: Pick<LastOutput, "written" | "stamp">): Promise<OutputSink> {
  // An output folder removed, or written by another build since, has nothing to leave in place.
  const last = lastOutput && (lastOutput.stamp !== undefined && outputStamp(outDir) === lastOutput.stamp ? lastOutput.written : new Map<string, WrittenFile>());
  // The output as the last build left it: its files are known, not walked for those to delete.
  // `site build` writes its thousands of files from a thread of their own; serve's rebuilds, a few.
  const writer = await openOutputWriter(outDir, last && last.size > 0 ? [...last.keys()] : undefined, !lastOutput);
  const files = new Map<string, Measured>();
  const drawn = new Map<string, Set<string>>();
  const ledger = trackWritten(last, { files, drawn, leave: writer.leave });
  // Siblings, and files that get them, are kept by their size only (the `.gz` sibling's size is the
  // gzipped size): holding every page and sibling to the end made most of a large build's peak memory.
  const keep = (file: string, output: Output) => {
    const sized = (compress && isCompressible(file)) || /\.(br|gz)$/.test(file);
    files.set(file, sized ? { size: byteLength(output) } : output);
    ledger.record(file, output);
    writer.write(file, output);
  };
  // Text files are compressed while the build goes on, each as soon as it is emitted; the pages'
  // siblings are kept for the next `site build` (not for serve's rebuilds: lastOutput).
  const compressor = compress ? createCompressor(cacheDir, keep, !lastOutput) : undefined;
  return {
    // A page's text comes with it: decoding its bytes again (from a copy of them) cost a thousand
    // pages' worth of buffers for the collector.
    emit(file, output, text, known) {
      // As the last build of `site serve` wrote it: left in place, its siblings with it.
      if (ledger.unchanged(file, output)) return void ledger.leave(file);
      const page = file.endsWith(".html") && "data" in output ? (known ?? drawnCharacters(text ?? (typeof output.data === "string" ? output.data : Buffer.from(output.data).toString("utf8")))) : undefined;
      if (page) drawn.set(file, page);
      keep(file, output);
      compressor?.add(file, output);
      return page;
    },
    keep: (file, output) => (ledger.unchanged(file, output) ? void ledger.leave(file) : keep(file, output)),
    reuse: (file) => ledger.leave(file),
    written: ledger.written,
    read: (file) => writer.read(file),
    files,
    drawn,
    async commit() {
      await compressor?.done();
      await writer.commit();
    },
    async abort() {
      // No file or sibling may start writing into the staging folder once it is thrown away.
      await compressor?.done(false).catch(() => undefined);
      await writer.abort();
    },
  };
}
