import { describe, expect, it } from "vitest";
import { ENGINES, useBuild, useEngine } from "../helpers/engine-site.ts";

// The driver layer's own promise, which every behaviour test leans on: after `goto`, the page is
// the new document, even when the address is the one the page is already at.
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
});
