import { createHash } from "node:crypto";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Output, OutputMap } from "./output-map.ts";

const COMPRESSIBLE = /\.(html|css|js|svg|xml|txt)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A `.br` and a `.gz` sibling for every text file of the output, at the highest levels:
 * hosts that serve them (nginx gzip_static, `site serve`) then never compress on the fly.
 * Results are cached by content, since hashed assets rarely change and maximum brotli is slow.
 */
export async function compressedSiblings(files: OutputMap, cacheDir: string): Promise<OutputMap> {
  const siblings: OutputMap = new Map();
  const dir = path.join(cacheDir, "compressed");
  await mkdir(dir, { recursive: true });
  const jobs = [...files].filter(([file]) => COMPRESSIBLE.test(file));
  await Promise.all(
    jobs.map(async ([file, output]) => {
      const data = "data" in output ? output.data : await readFile(output.copyFrom);
      // A cache key, not a signature: md5 hashes these megabytes twice as fast as sha256.
      const key = createHash("md5").update(data).digest("hex");
      const [br, gz] = await Promise.all([
        cached(path.join(dir, `${key}.br`), () =>
          brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        ),
        cached(path.join(dir, `${key}.gz`), () => gzipAsync(data, { level: 9 })),
      ]);
      siblings.set(`${file}.br`, br);
      siblings.set(`${file}.gz`, gz);
    }),
  );
  return siblings;
}

/** A cached sibling is copied from the cache as it is, never read into memory. */
async function cached(file: string, make: () => Promise<Buffer>): Promise<Output> {
  const hit = await stat(file).catch(() => null);
  if (hit) return { copyFrom: file, size: hit.size };
  const made = await make();
  await writeFile(`${file}.${process.pid}`, made);
  await rename(`${file}.${process.pid}`, file);
  return { data: made };
}
