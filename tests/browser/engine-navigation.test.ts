import { describe, expect, it } from "vitest";
import { ENGINES, useBuild, useEngine } from "../helpers/engine-site.ts";

// The driver layer's own promises, which every behaviour test leans on: after `goto`, the page is
// the new document, even when the address is the one the page is already at; and a page is shown,
// so that it draws the frames its islands' observers wait for, whatever pages came before it.
const site = useBuild();

describe.each(ENGINES)("in $name", (engine) => {
  const browser = useEngine(engine, site);

  it("going to the address the page is at waits for the new document, not the one being left", async () => {
    const page = await browser.open();
    await page.goto("/");
    await page.evaluate(() => void ((window as unknown as { left: boolean }).left = true));
    await page.goto("/");
    expect(await page.evaluate(() => (window as unknown as { left?: boolean }).left ?? false)).toBe(false);
    await page.close();
  });

  it("going to an anchor of the page at that address moves within it", async () => {
    const page = await browser.open();
    await page.goto("/");
    await page.evaluate(() => void ((window as unknown as { left: boolean }).left = true));
    await page.goto("/#prise-de-rdv");
    expect(await page.evaluate(() => [(window as unknown as { left?: boolean }).left ?? false, location.hash])).toEqual([true, "#prise-de-rdv"]);
    await page.close();
  });

  /** Whether the page is shown and draws frames, as its islands' observers need. */
  const shown = () =>
    new Promise<string>((resolve) => {
      const none = setTimeout(() => resolve(`${document.visibilityState}, no frame in 2 s`), 2_000);
      requestAnimationFrame(() => (clearTimeout(none), resolve(`${document.visibilityState}, a frame`)));
    });

  it("a page is still driven, shown and drawing frames once a page opened after it has closed", async () => {
    const first = await browser.open();
    await first.goto("/mentions-legales/");
    const second = await browser.open();
    await second.goto("/cgu-cgv/");
    expect(await second.evaluate(shown)).toBe("visible, a frame");
    await second.close();
    expect(await first.evaluate(() => location.pathname)).toBe("/mentions-legales/");
    expect(await first.evaluate(shown)).toBe("visible, a frame");
    await first.close();
    // And the page after them, whichever of their tabs it is given.
    const page = await browser.open();
    await page.goto("/mentions-legales/");
    expect(await page.evaluate(shown)).toBe("visible, a frame");
    await page.close();
  });
});
