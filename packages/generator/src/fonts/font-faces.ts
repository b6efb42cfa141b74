/** What the build reads of the stylesheet's @font-face rules and font-weight declarations, and the unicode-range it writes. */

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

/** Code points as the shortest unicode-range: U+20-7E,U+A0,… */
export function unicodeRange(characters: Iterable<string>): string {
  const codes = [...characters].map((character) => character.codePointAt(0)!).sort((a, b) => a - b);
  const spans: string[] = [];
  for (let index = 0; index < codes.length; ) {
    let end = index;
    while (end + 1 < codes.length && codes[end + 1] === codes[end]! + 1) end++;
    const hex = (code: number) => code.toString(16).toUpperCase();
    spans.push(end > index ? `U+${hex(codes[index]!)}-${hex(codes[end]!)}` : `U+${hex(codes[index]!)}`);
    index = end + 1;
  }
  return spans.join(",");
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

/**
 * The OpenType features a browser applies to Latin text unasked (HarfBuzz's defaults: Chromium and
 * Firefox shape with it): a cut font keeps these, not the stylistic sets, alternates, case forms or
 * superiors it has no use for, which GSUB would otherwise pull in as glyphs of their own (a sixth to
 * a fifth of a cut file). HarfBuzz applies frac, numr and dnom only around U+2044 (fraction slash).
 */
const DEFAULT_FEATURES = ["rvrn", "ltra", "ltrm", "abvm", "blwm", "ccmp", "locl", "mark", "mkmk", "rlig", "calt", "clig", "curs", "dist", "kern", "liga", "rclt"];
/** What the font-variant-* keywords turn on (CSS Fonts 4, §6). */
const VARIANT_FEATURES: Record<string, string[]> = {
  "discretionary-ligatures": ["dlig"],
  "historical-ligatures": ["hlig"],
  "small-caps": ["smcp"],
  "all-small-caps": ["smcp", "c2sc"],
  "petite-caps": ["pcap"],
  "all-petite-caps": ["pcap", "c2pc"],
  unicase: ["unic"],
  "titling-caps": ["titl"],
  "lining-nums": ["lnum"],
  "oldstyle-nums": ["onum"],
  "proportional-nums": ["pnum"],
  "tabular-nums": ["tnum"],
  "diagonal-fractions": ["frac"],
  "stacked-fractions": ["afrc"],
  ordinal: ["ordn"],
  "slashed-zero": ["zero"],
  sub: ["subs"],
  super: ["sups"],
};

/** The features the stylesheet's text may be drawn with: the defaults, and what font-feature-settings and font-variant-* ask for. */
export function usedFeatures(css: string, characters: string): string[] {
  const features = new Set(DEFAULT_FEATURES);
  if (characters.includes("\u2044")) for (const tag of ["frac", "numr", "dnom"]) features.add(tag);
  for (const [, value = ""] of css.matchAll(/font-feature-settings\s*:\s*([^;}]+)/gi)) {
    for (const [, tag = ""] of value.matchAll(/["']([\x20-\x7e]{4})["']/g)) features.add(tag);
  }
  for (const [, value = ""] of css.matchAll(/font-variant(?:-[a-z]+)?\s*:\s*([^;}]+)/gi)) {
    for (const keyword of value.toLowerCase().split(/\s+/)) for (const tag of VARIANT_FEATURES[keyword] ?? []) features.add(tag);
  }
  return [...features].sort();
}

/**
 * The families the stylesheet draws headings (h1–h6) in and not body text: the first family of
 * each font-family those rules can resolve to (custom properties followed through every value the
 * stylesheet gives them), less the body's. Their fallbacks are matched on the headings' text.
 */
export function headingFamilies(css: string): Set<string> {
  const rules = [...css.replace(/@font-face\s*{[^}]*}/g, "").matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((match) => ({ selector: match[1]!, body: match[2]! }));
  const properties = new Map<string, string[]>();
  for (const { body } of rules) {
    for (const [, name = "", value = ""] of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+)/g)) properties.set(name, [...(properties.get(name) ?? []), value]);
  }
  // Every stack a value can stand for, custom properties replaced by each of their values.
  const stacks = (value: string, depth: number): string[] => {
    const reference = /var\(\s*(--[\w-]+)\s*(?:,[^()]*)?\)/.exec(value);
    if (!reference || depth > 8) return [value];
    return (properties.get(reference[1]!) ?? [""]).flatMap((replacement) => stacks(value.replace(reference[0], replacement), depth + 1));
  };
  const firstFamilies = (selector: RegExp) =>
    rules
      .filter((rule) => rule.selector.split(",").some((part) => selector.test(part.trim())))
      .flatMap(({ body }) => [...body.matchAll(/(?:^|;)\s*font-family\s*:\s*([^;]+)/g)].flatMap((match) => stacks(match[1]!, 0)))
      .map((stack) => stack.split(",")[0]!.trim().replace(/^(['"])(.*)\1$/, "$2"))
      .filter(Boolean);
  const body = new Set(firstFamilies(/^(?:html|body|:root)$/));
  return new Set(firstFamilies(/(?:^|[\s>+~])h[1-6]$/).filter((family) => !body.has(family)));
}
