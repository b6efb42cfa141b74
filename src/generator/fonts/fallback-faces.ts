import { FALLBACK, measureFallback, type FontMetrics } from "./font-metrics.ts";

/** The name a site's font stacks give the stand-in of a web font family, right after it. */
const fallbackFamily = (family: string) => `${family} Fallback`;

/**
 * Two @font-face rules naming local fonts under `<family> Fallback`, one for regular text and one
 * for bold, each scaled and given the web font's line metrics, so that text laid out in the
 * fallback takes the room it will take in the web font: lines break alike, nothing moves when the
 * web font arrives, and `font-display: swap` is safe.
 */
export async function fallbackFaces(
  family: string,
  web: FontMetrics,
  weights: [number, number],
  usage: ReadonlyMap<string, number>,
): Promise<string> {
  const clamp = (weight: number) => Math.min(Math.max(weight, weights[0]), weights[1]);
  const faces = await Promise.all(
    (["regular", "bold"] as const).map(async (kind) => {
      const weight = kind === "regular" ? 400 : 700;
      const local = await measureFallback(FALLBACK[kind].file, usage);
      const scale = web.averageWidth(clamp(weight)) / local.averageWidth(weight);
      const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
      return (
        `@font-face{font-family:${JSON.stringify(fallbackFamily(family))};` +
        `src:${FALLBACK[kind].local.map((name) => `local(${JSON.stringify(name)})`).join(",")};` +
        `font-weight:${kind === "regular" ? "1 549" : "550 1000"};` +
        `size-adjust:${percent(scale)};ascent-override:${percent(web.ascent / scale)};` +
        `descent-override:${percent(web.descent / scale)};line-gap-override:${percent(web.lineGap / scale)}}`
      );
    }),
  );
  return faces.join("");
}
