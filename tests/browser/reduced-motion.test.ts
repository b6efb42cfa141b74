import { describe, expect, it } from "vitest";
import { ENGINES, MOBILE, useBuild, useEngine } from "../helpers/engine-site.ts";
import { twoFramesInPage } from "../helpers/in-page.ts";

// Reduced-motion visitors get no animation (a browser started so: Firefox and WebKit set it at
// launch, from a preference and from GTK's animations setting).

const site = useBuild();

describe.each(ENGINES)("in $name, for a reduced-motion visitor", (engine) => {
  const browser = useEngine(engine, site, { reducedMotion: true });

  it("sections are never hidden nor animated", async () => {
    const page = await browser.open({ viewport: MOBILE });
    await page.goto("/");
    expect(await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches)).toBe(true);
    // Once the reveal's chunk has arrived and had two frames to run in.
    await page.waitFor(() => performance.getEntriesByType("resource").some((entry) => /\/chunks\/reveal-[A-Z0-9]+\.js$/.test(entry.name)));
    await page.evaluate(twoFramesInPage);
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-reveal-ready"))).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector(".pillar[data-reveal]")!).opacity)).toBe("1");
    await page.close();
  });

  it("arriving on /#prise-de-rdv jumps there, with no smooth scroll", async () => {
    const page = await browser.open({ viewport: MOBILE });
    await page.addInitScript(`{
      const samples = [];
      window.__scroll = samples;
      const sample = () => (samples.push(window.scrollY), requestAnimationFrame(sample));
      requestAnimationFrame(sample);
    }`);
    await page.goto("/#prise-de-rdv", { waitUntil: "domcontentloaded" });
    await page.waitFor(() => document.documentElement.hasAttribute("data-hash-scrolled") && Math.abs(document.getElementById("prise-de-rdv")!.getBoundingClientRect().top) < 120);
    const trace = await page.evaluate(() => (window as unknown as { __scroll: number[] }).__scroll);
    const final = await page.evaluate(() => window.scrollY);
    expect(trace.filter((y) => y > 0 && y < final - 50)).toEqual([]);
    await page.close();
  });

  it("the financial tab shows its ticks lit at once, still", async () => {
    const page = await browser.open({ viewport: MOBILE });
    await page.goto("/signaux-affaires/");
    await page.scrollIntoView('[role="tablist"]');
    await page.waitForSelector('[data-island="SignalTabs"][data-ready]', { state: "attached" });
    await page.click("#signaux-tab-4");
    const ticks = await page.evaluate(() =>
      [...document.querySelectorAll("#signaux-panel-4 .anim-gauge use")].map((tick) => ({ animations: tick.getAnimations().length, fill: getComputedStyle(tick).fill })),
    );
    expect(ticks.map((tick) => tick.animations)).toEqual(Array(20).fill(0));
    expect(new Set(ticks.slice(0, 19).map((tick) => tick.fill)).size).toBe(1);
    expect(ticks[0]!.fill).not.toBe(ticks[19]!.fill);
    await page.close();
  });
});
