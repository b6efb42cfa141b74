/**
 * Greedy line breaking at spaces (a no-break space, as French typography puts before « : ; ! ? »,
 * holds its words together): each line takes as many words as fit in `width`. A word wider than a
 * line on its own is cut between characters.
 */
export function breakLines(text: string, width: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/ +/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (measure(line) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && measure(line.slice(0, cut)) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The lines cut to `max`, the last one ending in an ellipsis after the last whole word that leaves it room. */
export function clampLines(lines: string[], max: number, width: number, measure: (line: string) => number): string[] {
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  const words = kept[max - 1]!.split(" ");
  while (words.length > 1 && measure(`${words.join(" ")}…`) > width) words.pop();
  let last = words.join(" ");
  while (last.length > 1 && measure(`${last}…`) > width) last = last.slice(0, -1);
  kept[max - 1] = `${last.replace(/[\s\u00a0\u202f,;:.!?]+$/u, "")}…`;
  return kept;
}
