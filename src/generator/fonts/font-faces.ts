/** What the build reads of the stylesheet's @font-face rules and font-weight declarations. */

/** unicode-range → inclusive code point ranges; a face without one covers everything. */
export function parseUnicodeRange(value: string | undefined): [number, number][] {
  if (!value) return [[0, 0x10ffff]];
  return value.split(",").flatMap((part): [number, number][] => {
    const match = /^\s*u\+([0-9a-f?]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!match) return [];
    const [, start = "", end] = match;
    if (end) return [[parseInt(start, 16), parseInt(end, 16)]];
    return [[parseInt(start.replace(/\?/g, "0"), 16), parseInt(start.replace(/\?/g, "f"), 16)]];
  });
}

export function inRanges(character: string, ranges: readonly [number, number][]): boolean {
  const code = character.codePointAt(0)!;
  return ranges.some(([start, end]) => code >= start && code <= end);
}

/** "100 900" → [100, 900]; a single weight is no range: its font has no axis to narrow. */
export function weightRange(value: string | undefined): [number, number] | undefined {
  const numbers = (value ?? "").trim().split(/\s+/).map(Number);
  return numbers.length === 2 && numbers.every(Number.isFinite) ? [numbers[0]!, numbers[1]!] : undefined;
}

const KEYWORDS: Record<string, number> = { normal: 400, bold: 700 };

/**
 * The weights the stylesheet can ask for, in order: every font-weight it declares, normal text (400),
 * the browser's own bold (700: b, strong, headings, th), and what `bolder` makes of each of them
 * (a <strong> inside 600 text is drawn at 900).
 */
export function usedWeights(css: string): number[] {
  const declared = [...css.replace(/@font-face\s*{[^}]*}/g, "").matchAll(/font-weight\s*:\s*([^;}!]+)/g)].map((match) => {
    const value = (match[1] ?? "").trim().toLowerCase();
    return KEYWORDS[value] ?? Number(value);
  });
  const weights = [400, 700, ...declared.filter((weight) => Number.isFinite(weight) && weight >= 1 && weight <= 1000)];
  return [...new Set([...weights, ...weights.map(bolder)])].sort((a, b) => a - b);
}

/** CSS Fonts 4, §2.2.1: the weight `bolder` gives inside text of a weight. */
function bolder(weight: number): number {
  if (weight < 350) return 400;
  if (weight < 550) return 700;
  return Math.max(weight, 900);
}
