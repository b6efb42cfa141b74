import type { ShareCard } from "../site-definition.ts";
import { breakLines, clampLines } from "./break-lines.ts";
import type { Typeface } from "./typeface.ts";

/** The Open Graph size every platform shows whole (1.91:1). */
export const CARD = { width: 1200, height: 630 } as const;

/** The design's colours, as hex, read from the site's tokens. */
export type CardColours = Record<"background" | "backgroundEnd" | "text" | "accent" | "muted", string>;

/** A line of text to draw: its typeface, its size in px, its pen's start and baseline. */
export interface TextRun {
  face: "title" | "text";
  size: number;
  /** Letter spacing, in em. */
  tracking: number;
  x: number;
  baseline: number;
  text: string;
  colour: keyof CardColours;
}

// Nothing comes nearer an edge than this: platforms crop and round corners.
const MARGIN = 64;
const MARK = 56;
/** A card with an image: the image on the right, whole at 16:9, the title in the column left of it. */
export const IMAGE_BOX = { x: 640, y: 176, width: CARD.width - MARGIN - 640, height: 279, radius: 16 };
/**
 * Title sizes tried, largest first, and the lines allowed: a title keeps at least 40 px (17 px in
 * LinkedIn's 520 px wide preview) and is cut with an ellipsis only past the last line at the least.
 */
const TITLE = {
  page: { width: 840, sizes: [76, 68, 60, 54, 48], lines: 4 },
  image: { width: IMAGE_BOX.x - MARGIN - 40, sizes: [58, 52, 48, 44, 40], lines: 6 },
};
const LINE_HEIGHT = 1.14;
/** The title's letter spacing, in em (the site's headings are set a little tight). */
const TRACKING = -0.01;
/** The title block (eyebrow and title) is centred between the brand and the footer. */
const BLOCK = { top: 150, bottom: 520 };

/** The card's text as lines placed on it. */
export function layoutCard(card: ShareCard, design: { name: string; footer: string }, faces: Record<TextRun["face"], Typeface>): TextRun[] {
  const kind = card.image ? "image" : "page";
  const { width, sizes, lines: maxLines } = TITLE[kind];
  const measureAt = wordMeasure(faces.title, TRACKING);
  let size = sizes.at(-1)!;
  let lines: string[] = [];
  for (const candidate of sizes) {
    size = candidate;
    lines = breakLines(card.title, width, measureAt(size));
    if (lines.length <= maxLines && lines.length * size * LINE_HEIGHT <= BLOCK.bottom - BLOCK.top - 60) break;
  }
  lines = lines.length > maxLines ? clampLines(lines, maxLines, width, measureAt(size)) : balance(card.title, lines.length, width, measureAt(size));
  const eyebrow = { size: 21, gap: 30 };
  const height = eyebrow.size + eyebrow.gap + (lines.length - 1) * size * LINE_HEIGHT + size * 0.76;
  const top = Math.round(BLOCK.top + (BLOCK.bottom - BLOCK.top - height) / 2);
  const titleBaseline = top + eyebrow.size + eyebrow.gap + size * 0.76;
  return [
    { face: "title", size: 30, tracking: -0.01, x: MARGIN + MARK + 18, baseline: MARGIN + MARK / 2 + 11, text: design.name, colour: "text" },
    { face: "text", size: eyebrow.size, tracking: 0.08, x: MARGIN + 52, baseline: top + eyebrow.size * 0.75, text: card.eyebrow.toLocaleUpperCase("fr"), colour: "accent" },
    ...lines.map((text, index): TextRun => ({ face: "title", size, tracking: TRACKING, x: MARGIN, baseline: Math.round(titleBaseline + index * size * LINE_HEIGHT), text, colour: "text" })),
    { face: "text", size: 22, tracking: 0, x: MARGIN, baseline: CARD.height - MARGIN, text: design.footer, colour: "muted" },
  ];
}

/**
 * A line's width from its words', each shaped once per size: a thousand titles measure a few
 * thousand words, not every candidate line (no font here kerns across a space).
 */
function wordMeasure(face: Typeface, tracking: number): (size: number) => (line: string) => number {
  const widths = new Map<string, number>();
  const of = (text: string, size: number) => {
    const key = `${size}|${text}`;
    if (!widths.has(key)) widths.set(key, face.shape(text, size, tracking).width);
    return widths.get(key)!;
  };
  return (size) => (line) => line.split(" ").reduce((sum, word, index) => sum + of(word, size) + (index > 0 ? of(" ", size) + tracking * size : 0), 0);
}

/** The narrowest width that keeps the same number of lines, so that the last is not left short (CSS text-wrap: balance). */
function balance(text: string, count: number, width: number, measure: (line: string) => number): string[] {
  let [low, high] = [width / 2, width];
  for (let step = 0; step < 7; step++) {
    const middle = (low + high) / 2;
    if (breakLines(text, middle, measure).length <= count) high = middle;
    else low = middle;
  }
  return breakLines(text, high, measure);
}

/** The eyebrow's rule, left of it: where the layout put the eyebrow's baseline. */
export function eyebrowRule(runs: readonly TextRun[]): { x: number; y: number; width: number; height: number } {
  const eyebrow = runs[1]!;
  return { x: MARGIN, y: Math.round(eyebrow.baseline - eyebrow.size * 0.42), width: 36, height: 4 };
}

/**
 * What every card of a kind shares, drawn once per build: the navy gradient with the site plan's
 * faint grid and an amber glow (the hero's), the brand's mark; a page's card adds the mark's bars,
 * large, on the right; an image's card, the shadow its image sits on.
 */
export function backgroundSvg(kind: "page" | "image", colours: CardColours, mark: string): string {
  const { width, height } = CARD;
  const placedMark = mark.replace(/<svg\b/, `<svg x="${MARGIN}" y="${MARGIN}" width="${MARK}" height="${MARK}"`);
  // The mark's rising bars, on the ground line it stands on.
  const bars = [110, 190, 270].map((barHeight, index) => {
    const x = width - MARGIN - 196 + index * 72;
    return `<rect x="${x}" y="${height - MARGIN - 14 - barHeight}" width="48" height="${barHeight}" rx="4" fill="${colours.accent}"/>`;
  });
  bars.push(`<rect x="${width - MARGIN - 216}" y="${height - MARGIN - 6}" width="216" height="6" rx="3" fill="${colours.text}"/>`);
  const box = IMAGE_BOX;
  const shadow = `<rect x="${box.x}" y="${box.y + 14}" width="${box.width}" height="${box.height}" rx="${box.radius}" fill="#000" fill-opacity=".35" filter="url(#blur)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.background}"/><stop offset="1" stop-color="${colours.backgroundEnd}"/></linearGradient>
<radialGradient id="glow" cx="1" cy="0" r=".8"><stop offset="0" stop-color="${colours.accent}" stop-opacity=".07"/><stop offset="1" stop-color="${colours.accent}" stop-opacity="0"/></radialGradient>
<pattern id="grid" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0H0V48" fill="none" stroke="#fff" stroke-opacity=".05"/></pattern>
<filter id="blur" x="-10%" y="-10%" width="120%" height="130%"><feGaussianBlur stdDeviation="14"/></filter>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/><rect width="${width}" height="${height}" fill="url(#grid)"/><rect width="${width}" height="${height}" fill="url(#glow)"/>
${kind === "page" ? bars.join("") : shadow}
${placedMark}
</svg>`;
}

/** The image's rounded corners, as a mask of its box's size. */
export function imageMaskSvg(): string {
  const { width, height, radius } = IMAGE_BOX;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${radius}"/></svg>`;
}
