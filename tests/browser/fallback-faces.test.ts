import { describe, expect, it } from "vitest";
import { ENGINES, useBuild, useEngine } from "../helpers/engine-site.ts";

// The fallback faces (packages/generator/src/fonts/fallback-faces.ts) name local fonts as engines match
// them, with no name none needs: each name before the one a system has is a failed lookup while
// the first frame is drawn. Every engine must still find one: a face that finds none is skipped,
// and text waits in the next font of the stack, whose widths nothing was matched to. This machine
// has Liberation Sans (Debian's fonts-liberation): Chromium and Firefox find it by its full name
// ("Liberation Sans Bold"), WebKit by its family at the face's weight ("Liberation Sans").

const site = useBuild();

describe.each(ENGINES)("in $name, the fallback faces", (engine) => {
  const browser = useEngine(engine, site);

  it("each find a local font by the names they give", async () => {
    const page = await browser.open();
    await page.goto("/");
    const faces = await page.evaluate(async () => {
      const fallbacks = [...document.fonts].filter((face) => face.family.replace(/"/g, "").endsWith(" Fallback"));
      const states = await Promise.all(fallbacks.map((face) => face.load().then(() => "loaded", () => "not found")));
      return fallbacks.map((face, index) => `${face.family.replace(/"/g, "")} ${face.weight} ${face.unicodeRange}: ${states[index]}`);
    });
    // Two families, each with faces for its weights, for text and for figures.
    expect(faces.length).toBeGreaterThanOrEqual(8);
    expect(faces.filter((face) => !face.endsWith(": loaded"))).toEqual([]);
    await page.close();
  });
});
