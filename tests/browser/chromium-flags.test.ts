import { chromium, type Browser } from "playwright-core";
import { afterAll, expect, it } from "vitest";
import { CHROMIUM_FLAGS, findChromium, launchChromium } from "../../scripts/lib/launch-chromium.ts";

// The Chromium every Chromium test, script and Lighthouse run starts (scripts/lib/launch-chromium.ts):
// it must not build its own window's UI beside the page it measures, nor lose the launcher's own
// `--disable-features` to ours (Chromium reads only the last one).

const opened: Browser[] = [];
afterAll(() => Promise.all(opened.map((browser) => browser.close())));

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
  const browser = await launchChromium(["--enable-automation"]);
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
  const ours = await launchChromium();
  opened.push(ours);
  expect(await targetsBeside(ours, url)).toEqual([`page ${url}`]);
});
