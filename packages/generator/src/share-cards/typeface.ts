import { decodeWoff2, type CardFontFile } from "./card-fonts.ts";

/** A glyph placed on a line: its id in its typeface, and its pen position in pixels from the line's start. */
interface PlacedGlyph {
  id: number;
  x: number;
}

/** One font at one weight, shaped by HarfBuzz as browsers shape it (kerning, ligatures). */
export interface Typeface {
  name: string;
  unitsPerEm: number;
  /** `tracking`: extra space after each glyph, in em (CSS letter-spacing). */
  shape(text: string, size: number, tracking?: number): { glyphs: PlacedGlyph[]; width: number };
  /** The glyph's outline as SVG path data, in font units, y up. */
  outline(id: number): string;
}

type HarfBuzz = typeof import("harfbuzzjs");
let harfbuzz: Promise<HarfBuzz> | undefined;

/** HarfBuzz and the font's SFNT are loaded only by a build that draws a card. */
export async function loadTypeface(file: CardFontFile): Promise<Typeface> {
  harfbuzz ??= import("harfbuzzjs");
  const [hb, sfnt] = await Promise.all([harfbuzz, decodeWoff2(file.woff2)]);
  const face = new hb.Face(new hb.Blob(sfnt));
  const font = new hb.Font(face);
  if ("wght" in face.getAxisInfos()) font.setVariations([new hb.Variation("wght", file.font.weight)]);
  const upem = face.upem;
  // One buffer, reset for each text: HarfBuzz's WebAssembly memory never shrinks (font-metrics.ts).
  const buffer = new hb.Buffer();
  const outlines = new Map<number, string>();
  return {
    name: `${file.font.file}@${file.font.weight}`,
    unitsPerEm: upem,
    shape(text, size, tracking = 0) {
      buffer.reset();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      const scale = size / upem;
      const infos = buffer.getGlyphInfos();
      const glyphs: PlacedGlyph[] = [];
      let pen = 0;
      for (const [index, position] of buffer.getGlyphPositions().entries()) {
        const id = infos[index]!.codepoint;
        if (id === 0) {
          const character = String.fromCodePoint(text.codePointAt(infos[index]!.cluster)!);
          // Said to whoever wrote the title, in French: a character of another script than the fonts'.
          throw new Error(`la police ${file.font.file} n'a pas le caractère « ${character} » (U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}) : écrivez le titre en alphabet latin`);
        }
        glyphs.push({ id, x: pen + position.xOffset * scale });
        pen += position.xAdvance * scale + tracking * size;
      }
      return { glyphs, width: pen - (glyphs.length > 0 ? tracking * size : 0) };
    },
    outline(id) {
      if (!outlines.has(id)) outlines.set(id, font.glyphToPath(id));
      return outlines.get(id)!;
    },
  };
}
