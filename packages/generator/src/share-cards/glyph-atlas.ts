import type { Typeface } from "./typeface.ts";
import { loadSharp } from "../images/encode-image.ts";

/** A glyph's coverage, cropped to its ink: `alpha` row by row, placed `left`, `top` from its pen position on the baseline. */
interface GlyphBitmap {
  left: number;
  top: number;
  width: number;
  height: number;
  alpha: Uint8Array;
}

/** Pen positions are rounded to a quarter of a pixel: each glyph is drawn at the phases it is used at. */
const PHASES = 4;

export interface GlyphRequest {
  face: Typeface;
  size: number;
  id: number;
  /** Pen position, in pixels. */
  x: number;
}

const keyOf = (face: Typeface, size: number, id: number, phase: number) => `${face.name}|${size}|${id}|${phase}`;
/** A pen position as a whole pixel and the phase of the quarter pixel nearest to it. */
const split = (x: number) => {
  const quarters = Math.round(x * PHASES);
  const phase = ((quarters % PHASES) + PHASES) % PHASES;
  return { whole: (quarters - phase) / PHASES, phase };
};

/**
 * Glyph bitmaps, each rasterised once per build however many cards use it (librsvg, through
 * sharp): a card is then its background and its glyphs blended in, with no SVG of its own to parse
 * and rasterise. `prepare` draws every glyph a list of requests needs, a sheet per face and size.
 */
export function createGlyphAtlas() {
  const bitmaps = new Map<string, GlyphBitmap>();
  return {
    async prepare(requests: readonly GlyphRequest[]): Promise<void> {
      const missing = new Map<string, { face: Typeface; size: number; cells: Map<string, { id: number; phase: number }> }>();
      for (const { face, size, id, x } of requests) {
        const { phase } = split(x);
        const key = keyOf(face, size, id, phase);
        if (bitmaps.has(key)) continue;
        const group = missing.get(`${face.name}|${size}`) ?? { face, size, cells: new Map() };
        group.cells.set(key, { id, phase });
        missing.set(`${face.name}|${size}`, group);
      }
      for (const { face, size, cells } of missing.values()) {
        for (const [key, bitmap] of await rasterise(face, size, [...cells.values()])) bitmaps.set(keyOf(face, size, ...key), bitmap);
      }
    },
    /** Blends a prepared glyph into an RGB image, its pen at (`x`, `baseline`). */
    blend(image: { data: Buffer; width: number; height: number }, glyph: GlyphRequest, baseline: number, rgb: readonly [number, number, number]) {
      const { whole, phase } = split(glyph.x);
      const bitmap = bitmaps.get(keyOf(glyph.face, glyph.size, glyph.id, phase));
      if (!bitmap) throw new Error(`glyph ${glyph.id} of ${glyph.face.name} at ${glyph.size} px was not prepared`);
      const left = whole + bitmap.left;
      const top = Math.round(baseline) + bitmap.top;
      for (let row = 0; row < bitmap.height; row++) {
        const y = top + row;
        if (y < 0 || y >= image.height) continue;
        for (let column = 0; column < bitmap.width; column++) {
          const a = bitmap.alpha[row * bitmap.width + column]!;
          const x = left + column;
          if (a === 0 || x < 0 || x >= image.width) continue;
          const at = (y * image.width + x) * 3;
          for (let channel = 0; channel < 3; channel++) {
            image.data[at + channel] = Math.round(image.data[at + channel]! + ((rgb[channel]! - image.data[at + channel]!) * a) / 255);
          }
        }
      }
    },
  };
}

/** One sheet of cells, a glyph in each, rasterised at once; each cell then cropped to its ink. */
async function rasterise(face: Typeface, size: number, cells: { id: number; phase: number }[]): Promise<[[number, number], GlyphBitmap][]> {
  // Room for the widest glyph (W, m, —: about an em at 800) and the tallest (É, and descenders).
  const cell = Math.ceil(size * 1.6);
  // The pen's place in its cell: room for a glyph reaching left of it, or above the caps (É).
  const origin = { x: Math.ceil(size * 0.2), y: Math.ceil(size * 1.2) };
  const columns = 16;
  const rows = Math.ceil(cells.length / columns);
  const scale = size / face.unitsPerEm;
  const paths = cells.map(({ id, phase }, index) => {
    const x = (index % columns) * cell + origin.x + phase / PHASES;
    const y = Math.floor(index / columns) * cell + origin.y;
    return `<path transform="translate(${x} ${y}) scale(${scale} ${-scale})" d="${face.outline(id)}"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${columns * cell}" height="${rows * cell}">${paths.join("")}</svg>`;
  const sharp = await loadSharp();
  const { data, info } = await sharp(Buffer.from(svg)).extractChannel("alpha").raw().toBuffer({ resolveWithObject: true });
  return cells.map(({ id, phase }, index) => {
    const [x0, y0] = [(index % columns) * cell, Math.floor(index / columns) * cell];
    let [minX, minY, maxX, maxY] = [cell, cell, -1, -1];
    for (let y = 0; y < cell; y++) {
      for (let x = 0; x < cell; x++) {
        if (data[(y0 + y) * info.width + x0 + x] === 0) continue;
        [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
      }
    }
    const width = Math.max(0, maxX - minX + 1);
    const height = Math.max(0, maxY - minY + 1);
    const alpha = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) alpha.set(data.subarray((y0 + minY + y) * info.width + x0 + minX, (y0 + minY + y) * info.width + x0 + minX + width), y * width);
    return [[id, phase], { left: minX - origin.x, top: minY - origin.y, width, height, alpha }];
  });
}
