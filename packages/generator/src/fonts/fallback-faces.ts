import { FALLBACK, measureFallback, measureFont, type FontMetrics } from "./font-metrics.ts";

/** The name a site's font stacks give the stand-in of a web font family, right after it. */
const fallbackFamily = (family: string) => `${family} Fallback`;

/**
 * @font-face rules naming local fonts under `<family> Fallback`, one for each weight the stylesheet
 * uses (a weight draws text wider than the one below it), each scaled to the width the web font
 * gives the site's text at that weight and given the web font's line metrics. Text laid out in the
 * fallback so takes the room it will take in the web font: lines break alike, nothing moves when
 * the web font arrives, and `font-display: swap` is safe.
 */
export async function fallbackFaces(family: string, web: FontMetrics, weights: readonly number[], text: string, figures: string): Promise<string> {
  // Figures get faces of their own: Arial's are all one width, most web fonts' are not, and they
  // stand alone in large sizes (statistics, a 404), where an average over words would not do.
  // Matched on the figures the site shows alone when it has some, else on those of its text.
  const digits = figures.replace(/[^0-9]/g, "") || text.replace(/[^0-9]/g, "");
  const samples = [{ text, range: "" }, ...(digits ? [{ text: digits, range: ";unicode-range:U+30-39" }] : [])];
  const faces: string[] = [];
  for (const sample of samples) {
    const locals = {
      regular: await measureFallback(FALLBACK.regular.file, sample.text),
      bold: await measureFallback(FALLBACK.bold.file, sample.text),
    };
    const widths = await measureFont(web.sfnt, sample.text);
    for (const [index, weight] of weights.entries()) {
      // Each face covers the weights nearer to its own than to its neighbours'.
      const from = index === 0 ? 1 : Math.ceil((weights[index - 1]! + weight) / 2);
      const to = index === weights.length - 1 ? 1000 : Math.ceil((weight + weights[index + 1]!) / 2) - 1;
      const kind = weight >= 550 ? "bold" : "regular";
      const scale = widths.textWidth(weight) / locals[kind].textWidth(kind === "bold" ? 700 : 400);
      // Widths to a hundredth of a percent (0.04 px on a 400 px line); line metrics to a tenth
      // (a sixtieth of a pixel at 16 px), which they need no more: every byte of these faces is in
      // every page's first round trip.
      const percent = (value: number, digits = 2) => `${Number((value * 100).toFixed(digits))}%`;
      faces.push(
        `@font-face{font-family:${JSON.stringify(fallbackFamily(family))};` +
          `src:${FALLBACK[kind].local.map((name) => `local(${JSON.stringify(name)})`).join(",")};` +
          `font-weight:${from} ${to};size-adjust:${percent(scale)};ascent-override:${percent(web.ascent / scale, 1)};` +
          `descent-override:${percent(web.descent / scale, 1)};line-gap-override:${percent(web.lineGap / scale, 1)}${sample.range}}`,
      );
    }
  }
  return faces.join("");
}
