import { brotliCompressSync, constants } from "node:zlib";

/** Names this encoding in the cut fonts' names: other bytes for the same font get another name. */
export const WOFF2_ENCODING = "node-brotli-null-transform";

/**
 * An SFNT font (TrueType outlines) as WOFF2, its tables untransformed ("null transform", which the
 * format allows for every table, glyf and loca included) and compressed by Node's own Brotli in its
 * font mode. subset-font's WOFF2 output runs Google's encoder compiled to WebAssembly, whose heap
 * took 50 MB of a cold build's peak; leaving glyf untransformed costs a few per cent of the bytes
 * (the variable fonts' gvar, not glyf, is most of a cut file). Spec: W3C WOFF File Format 2.0.
 */
export function sfntToWoff2(sfnt: Uint8Array): Uint8Array {
  const font = Buffer.from(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const flavor = font.readUInt32BE(0);
  const count = font.readUInt16BE(4);
  const tables: { tag: string; data: Buffer }[] = [];
  for (let index = 0; index < count; index++) {
    const entry = 12 + index * 16;
    const offset = font.readUInt32BE(entry + 8);
    tables.push({ tag: font.toString("latin1", entry, entry + 4), data: font.subarray(offset, offset + font.readUInt32BE(entry + 12)) });
  }
  // The decoder rebuilds the SFNT in this order; ascending tags, as the SFNT's own directory holds them.
  tables.sort((a, b) => (a.tag < b.tag ? -1 : 1));
  const directory: number[] = [];
  for (const { tag, data } of tables) {
    // 63: the tag follows in full. Transform version 3 means none for glyf and loca, 0 for the others.
    directory.push(63 | (tag === "glyf" || tag === "loca" ? 3 << 6 : 0), ...Buffer.from(tag, "latin1"), ...base128(data.length));
  }
  const compressed = brotliCompressSync(Buffer.concat(tables.map(({ data }) => data)), {
    params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_FONT, [constants.BROTLI_PARAM_QUALITY]: 11 },
  });
  const unpadded = 48 + directory.length + compressed.length;
  const length = unpadded + ((4 - (unpadded % 4)) % 4);
  const header = Buffer.alloc(48);
  header.write("wOF2", 0, "latin1");
  header.writeUInt32BE(flavor, 4);
  header.writeUInt32BE(length, 8);
  header.writeUInt16BE(tables.length, 12);
  // totalSfntSize: the SFNT the decoder rebuilds, tables padded to 4 bytes.
  header.writeUInt32BE(12 + 16 * tables.length + tables.reduce((sum, { data }) => sum + Math.ceil(data.length / 4) * 4, 0), 16);
  header.writeUInt32BE(compressed.length, 20);
  // Version 1.0 of the font; no metadata, no private block.
  header.writeUInt16BE(1, 24);
  return Buffer.concat([header, Buffer.from(directory), compressed, Buffer.alloc(length - unpadded)]);
}

/** UIntBase128: seven bits a byte, most significant first, the high bit on all but the last. */
function base128(value: number): number[] {
  const bytes = [value & 0x7f];
  for (let rest = Math.floor(value / 128); rest > 0; rest = Math.floor(rest / 128)) bytes.unshift(0x80 | (rest & 0x7f));
  return bytes;
}
