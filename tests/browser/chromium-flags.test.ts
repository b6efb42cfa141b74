import { readFileSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";
import { afterAll, expect, it } from "vitest";
import { CHROMIUM_FLAGS, findChromium, launchChromium } from "../../scripts/lib/launch-chromium.ts";

// The full Chromium that Lighthouse runs, and the tests and scripts where the system has no headless
// shell (scripts/lib/launch-chromium.ts): it must not build its own window's UI beside the page it
// measures, nor lose the launcher's own `--disable-features` to ours (Chromium reads only the last one).

const opened: Browser[] = [];
afterAll(() => Promise.all(opened.map((browser) => browser.close())));

/** The full Chromium as the launcher starts it for Lighthouse: one launch for the two tests that read it as it is. */
let full: Promise<Browser> | undefined;
function fullChromium(): Promise<Browser> {
  full ??= launchChromium([], { full: true }).then((browser) => (opened.push(browser), browser));
  return full;
}

/** The targets of a browser with a page open: the page, and any of the browser's own UI. */
async function targetsBeside(browser: Browser, url: string): Promise<string[]> {
  const page = await browser.newPage();
  await page.goto(url);
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send("Target.getTargets");
  return targetInfos.map((target) => `${target.type} ${target.url}`);
}

it("keeps every feature the launcher disables, and disables the address bar's popup", async () => {
  // --enable-automation: Chromium gives its command line only then.
  const browser = await launchChromium(["--enable-automation"], { full: true });
  opened.push(browser);
  const session = await browser.newBrowserCDPSession();
  const { arguments: args } = await session.send("Browser.getBrowserCommandLine");
  const lists = args.filter((arg) => arg.startsWith("--disable-features=")).map((arg) => arg.slice("--disable-features=".length).split(","));
  const read = lists.at(-1)!;
  expect(lists.length, "Playwright's list and ours").toBeGreaterThan(1);
  expect(lists.flat().filter((feature) => !read.includes(feature))).toEqual([]);
  expect(read).toEqual(expect.arrayContaining(["WebUIOmniboxPopup", "PreloadTopChromeWebUI", "PaintHolding"]));
});

it("builds no UI of its own beside a page, where Chromium's default would", async () => {
  const url = "data:text/html,<title>page</title><p>page";
  const usual = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith("--disable-features=")) });
  opened.push(usual);
  // The check can see the popup: Chromium as it comes builds it for a new window.
  await expect.poll(() => targetsBeside(usual, url), { timeout: 30_000 }).toContainEqual(expect.stringMatching(/^browser_ui chrome:\/\/omnibox-popup/));
  expect(await targetsBeside(await fullChromium(), url)).toEqual([`page ${url}`]);
});

it("lays the web fonts' text out in the tests' Chromium with the widths the full browser gives it", async () => {
  // The tests' Chromium is the headless shell where the system has one: its default hinting rounds
  // a web font's advances to whole pixels ("Menu" 41 px against 41.08), and a layout test there
  // would measure another page than the browser's.
  const inter = readFileSync(new URL("../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", import.meta.url));
  const html = `<style>@font-face { font-family: Inter; src: url(data:font/woff2;base64,${inter.toString("base64")}) }</style>
    <p style="font: 600 15px Inter"><span>Menu</span> <span>Anticipez vos chantiers</span> <span>Bas-Rhin · Haut-Rhin</span>`;
  const widths = async (browser: Browser) => {
    const page = await browser.newPage();
    await page.setContent(html);
    await page.evaluate(() => document.fonts.ready);
    const measured = await page.$$eval("span", (spans) => spans.map((span) => span.getBoundingClientRect().width));
    // Closed: the full browser is shared with the test above, which counts its pages.
    await page.close();
    return measured;
  };
  const tests = await launchChromium();
  opened.push(tests);
  expect(await widths(tests)).toEqual(await widths(await fullChromium()));
});
