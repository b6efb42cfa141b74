import { loadSharp } from "../images/encode-image.ts";
import { backgroundSvg, CARD, eyebrowRule, IMAGE_BOX, imageMaskSvg, type CardColours, type TextRun } from "./card-design.ts";
import { createGlyphAtlas, type GlyphRequest } from "./glyph-atlas.ts";
import type { Typeface } from "./typeface.ts";

/** A card laid out: its lines, and the image beside them (its bytes, and their hash, which names its background). */
export interface LaidOutCard {
  runs: TextRun[];
  image?: { bytes: Buffer; hash: string };
}

/**
 * JPEG: LinkedIn reads neither AVIF nor WebP, and the covers' gradients and illustrations are
 * 50 to 80 kB at this quality where a PNG is twice that. Chroma at half resolution (4:2:0) and
 * standard Huffman tables: 4:4:4 and optimised tables cost three times the encoding time and a
 * fifth more bytes for a difference seen only at 4× zoom, which platforms re-encode anyway
 * (docs/performance.md, "Share cards on a cold build"). A card over the budget (a grainy photo as cover) is encoded again at
 * the next lower quality.
 */
const QUALITIES = [82, 72, 62, 50];
const MAX_CARD_BYTES = 200_000;
/** Cards drawn at once (docs/performance.md, "Share cards"). */
export const CANVASES = 2;

const hexToRgb = (hex: string): [number, number, number] => {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((digit) => digit + digit).join("")}` : hex;
  return [1, 3, 5].map((start) => parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
};

/**
 * Draws cards: each background (a kind of card, or an image's card per image) is drawn once, as
 * raw pixels; a card copies it, blends in its glyphs (glyph-atlas.ts) and its eyebrow's rule, and
 * is encoded. sharp works in libuv's threads, off the main thread.
 */
export function createCardPainter(colours: CardColours, mark: string, faces: Record<TextRun["face"], Typeface>) {
  const atlas = createGlyphAtlas();
  const backgrounds = new Map<string, Promise<Buffer>>();
  const rgb = Object.fromEntries(Object.entries(colours).map(([name, hex]) => [name, hexToRgb(hex)])) as Record<keyof CardColours, [number, number, number]>;
  // Shaped once per card, for the atlas and then for drawing.
  const shaped = new WeakMap<LaidOutCard, [GlyphRequest, TextRun][]>();
  const glyphsOf = (card: LaidOutCard) => {
    if (!shaped.has(card)) {
      shaped.set(card, card.runs.flatMap((run) => faces[run.face].shape(run.text, run.size, run.tracking).glyphs.map((glyph): [GlyphRequest, TextRun] => [{ face: faces[run.face], size: run.size, id: glyph.id, x: run.x + glyph.x }, run])));
    }
    return shaped.get(card)!;
  };

  const background = (image: LaidOutCard["image"]): Promise<Buffer> => {
    const key = image?.hash ?? "page";
    if (!backgrounds.has(key)) backgrounds.set(key, drawBackground(colours, mark, image?.bytes));
    return backgrounds.get(key)!;
  };

  // A few canvases, reused: a fresh 2.2 MB buffer per card cost more in page faults than its copy.
  // A card holds its canvas until sharp has encoded it (sharp reads the pixels in its thread), so
  // with two the next card is blended on the main thread while the last one is encoded.
  const free = Array.from({ length: CANVASES }, () => Buffer.alloc(CARD.width * CARD.height * 3));
  const waiting: ((canvas: (typeof free)[number]) => void)[] = [];
  const take = () => (free.length > 0 ? Promise.resolve(free.pop()!) : new Promise<(typeof free)[number]>((resolve) => waiting.push(resolve)));
  const give = (canvas: (typeof free)[number]) => (waiting.length > 0 ? waiting.shift()!(canvas) : free.push(canvas));
  return {
    /** Rasterises every glyph the cards need, a sheet per face and size, before any is drawn. */
    prepare: (cards: readonly LaidOutCard[]) => atlas.prepare(cards.flatMap((card) => glyphsOf(card).map(([glyph]) => glyph))),
    async draw(card: LaidOutCard): Promise<Buffer> {
      const back = await background(card.image);
      const canvas = await take();
      try {
        back.copy(canvas);
        return await encode(card, { data: canvas, ...CARD });
      } finally {
        give(canvas);
      }
    },
  };

  /** Blends the card's rule and glyphs into its canvas, holding its background, and encodes it. */
  async function encode(card: LaidOutCard, image: { data: Buffer; width: number; height: number }): Promise<Buffer> {
    const rule = eyebrowRule(card.runs);
    for (let y = rule.y; y < rule.y + rule.height; y++) {
      for (let x = rule.x; x < rule.x + rule.width; x++) image.data.set(rgb.accent, (y * CARD.width + x) * 3);
    }
    for (const [glyph, run] of glyphsOf(card)) atlas.blend(image, glyph, run.baseline, rgb[run.colour]);
    shaped.delete(card);
    const sharp = await loadSharp();
    let jpeg = Buffer.alloc(0);
    for (const quality of QUALITIES) {
      jpeg = await sharp(image.data, { raw: { ...CARD, channels: 3 } }).jpeg({ quality, optimiseCoding: false }).toBuffer();
      if (jpeg.byteLength <= MAX_CARD_BYTES) break;
    }
    return jpeg;
  }
}

/** The kind's background as raw RGB, with the image (cropped to 16:9, its corners rounded) composed in. */
async function drawBackground(colours: CardColours, mark: string, image: Buffer | undefined): Promise<Buffer> {
  const sharp = await loadSharp();
  const layers = [];
  if (image) {
    const { width, height } = IMAGE_BOX;
    const rounded = await sharp(image)
      .resize(width, height, { fit: "cover" })
      .ensureAlpha()
      .composite([{ input: Buffer.from(imageMaskSvg()), blend: "dest-in" }])
      .png()
      .toBuffer();
    layers.push({ input: rounded, left: IMAGE_BOX.x, top: IMAGE_BOX.y });
  }
  return sharp(Buffer.from(backgroundSvg(image ? "image" : "page", colours, mark)))
    .composite(layers)
    .removeAlpha()
    .raw()
    .toBuffer();
}
