export interface SrcsetCandidate {
  url: string;
  /** Offset of the URL in the attribute value. */
  offset: number;
}

/**
 * The URLs of a srcset value ("/a.jpg 1x, /a@2x.jpg 2x"), following the HTML parsing rules: a URL
 * runs to the next whitespace and loses trailing commas; its descriptors run to the next comma.
 */
export function parseSrcset(value: string): SrcsetCandidate[] {
  const candidates: SrcsetCandidate[] = [];
  let position = 0;
  while (position < value.length) {
    while (position < value.length && /[\s,]/.test(value[position]!)) position++;
    if (position >= value.length) break;
    const start = position;
    while (position < value.length && !/\s/.test(value[position]!)) position++;
    const raw = value.slice(start, position);
    const url = raw.replace(/,+$/, "");
    candidates.push({ url, offset: start });
    if (url !== raw) continue;
    let depth = 0;
    while (position < value.length && (value[position] !== "," || depth > 0)) {
      if (value[position] === "(") depth++;
      if (value[position] === ")") depth = Math.max(0, depth - 1);
      position++;
    }
  }
  return candidates;
}
