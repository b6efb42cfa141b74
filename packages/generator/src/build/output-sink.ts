import { byteLength, type Measured } from "../measure-output.ts";
import type { Output } from "../output-map.ts";
import { createCompressor, isCompressible } from "../compress-files.ts";
import { drawnCharacters } from "../fonts/drawn-characters.ts";
import { openOutputWriter } from "../write-files.ts";

/** Where every output of a build goes: written at once into the staging folder, kept for the report. */
export interface OutputSink {
  /** An output for visitors: written, compressed if it is text, and, for a page, its characters noted. */
  emit(file: string, output: Output, text?: string): void;
  /** An output nobody downloads (host files): written as it is. */
  keep(file: string, output: Output): void;
  /** A file emitted, read back from the staging folder (the search index reads the pages so). */
  read(file: string): Promise<Buffer>;
  /** Every file written, a page or asset with its data, a compressed one or sibling with its size only. */
  files: ReadonlyMap<string, Measured>;
  /** The characters each page draws, for the fonts it downloads (the build summary). */
  drawn: ReadonlyMap<string, Set<string>>;
  /** Waits for the compression, then swaps the staging folder in. */
  commit(): Promise<void>;
  /** Waits for what is being written, then throws the staging folder away. */
  abort(): Promise<void>;
}

export async function openOutputSink(outDir: string, compress: boolean, cacheDir: string): Promise<OutputSink> {
  const writer = await openOutputWriter(outDir);
  const files = new Map<string, Measured>();
  const drawn = new Map<string, Set<string>>();
  // Siblings, and files that get them, are kept by their size only (the `.gz` sibling's size is the
  // gzipped size): holding every page and sibling to the end made most of a large build's peak memory.
  const keep = (file: string, output: Output) => {
    const sized = (compress && isCompressible(file)) || /\.(br|gz)$/.test(file);
    files.set(file, sized ? { size: byteLength(output) } : output);
    writer.write(file, output);
  };
  // Text files are compressed while the build goes on, each as soon as it is emitted.
  const compressor = compress ? createCompressor(cacheDir, keep) : undefined;
  return {
    // A page's text comes with it: decoding its bytes again (from a copy of them) cost a thousand
    // pages' worth of buffers for the collector.
    emit(file, output, text) {
      if (file.endsWith(".html") && "data" in output) drawn.set(file, drawnCharacters(text ?? (typeof output.data === "string" ? output.data : Buffer.from(output.data).toString("utf8"))));
      keep(file, output);
      compressor?.add(file, output);
    },
    keep,
    read: (file) => writer.read(file),
    files,
    drawn,
    async commit() {
      await compressor?.done();
      await writer.commit();
    },
    async abort() {
      // No file or sibling may start writing into the staging folder once it is thrown away.
      await compressor?.done().catch(() => undefined);
      await writer.abort();
    },
  };
}
