import { describe, expect, it } from "vitest";
import { ENGINES, useBuild, useEngine } from "../helpers/engine-site.ts";
import { answers, within } from "../helpers/bounded-step.ts";
import { gate, isChunkRequest, loaderFiles } from "../helpers/island-chunks.ts";
import { twoFramesInPage } from "../helpers/in-page.ts";

// A visitor who leaves a page within a second of loading it leaves imports
// under way, which the browser aborts; Firefox rejects them ("error loading dynamically imported
// module"), and the page logged each as an error. Aborted on leaving, they are not errors.

const site = useBuild();

describe.each(ENGINES)("in $name, a visitor who leaves a page while its code is still arriving", (engine) => {
  const browser = useEngine(engine, site);

  const leaveWhileHeld = async (held: "chunks" | "after-paint part") => {
    const page = await browser.open({ viewport: { width: 375, height: 740 } });
    const asked = gate();
    const released = gate();
    const { afterPaint } = loaderFiles(site());
    const isChunk = isChunkRequest(site());
    // Held until the visitor has set off for the next page: the browser aborts them then.
    page.route(
      (request) => (held === "chunks" ? isChunk(request) : request.path === afterPaint),
      async () => (asked.open(), await released.opened, "continue" as const),
    );
    // Not waited for to its load event: a held import may hold that event back (WebKit counts a
    // dynamic import that starts before it, as it may on a busy machine), and the wait for it
    // would then outlast the test.
    await page.goto("/", { waitUntil: "commit" });
    // Asked for once the page has painted: a hang says whether the page drew frames.
    await within(60_000, `the request for the ${held}`, asked.opened, answers(page));
    const leaving = page.goto("/mentions-legales/");
    released.open();
    await leaving;
    // Two frames of the next page: the page left had long finished leaving.
    await page.evaluate(twoFramesInPage);
    return page;
  };

  /** The engine's own notes of downloads it cut short (a font), which no script of the page sees. */
  const ourMessages = (messages: string[]) => messages.filter((message) => !/^(error|pageerror): downloadable font: download failed/.test(message));
  /** With the engine's own notes of loads that failed (Chromium's "Failed to load resource", Firefox's "Loading failed for the module"). */
  const pageMessages = (messages: string[]) => ourMessages(messages).filter((message) => !/^error: (Failed to load resource|Loading failed for the module|Loading module from)/.test(message));

  it("logs nothing when its islands' and behaviours' chunks were under way", async () => {
    const page = await leaveWhileHeld("chunks");
    expect(ourMessages(page.messages)).toEqual([]);
    await page.close();
  });

  it("logs nothing when the loader's after-paint part was under way", async () => {
    const page = await leaveWhileHeld("after-paint part");
    expect(ourMessages(page.messages)).toEqual([]);
    await page.close();
  });

  // The after-paint part is a bundle of its own, with its own copy of the code that knows the page
  // is being left. When it arrives once the visitor has set off (`beforeunload` gone by before it
  // was run: CI's WebKit, once), its chunks' aborted loads are no errors either. The departure is
  // the event itself here: a real one aborts the loads at a moment no test can choose.
  it("logs nothing when the after-paint part arrived as the page was being left", async () => {
    const page = await browser.open({ viewport: { width: 375, height: 740 } });
    const [asked, released] = [gate(), gate()];
    const { afterPaint } = loaderFiles(site());
    page.route(({ path }) => path === afterPaint, async () => (asked.open(), await released.opened, "continue" as const));
    page.route(isChunkRequest(site()), () => "abort");
    await page.goto("/", { waitUntil: "commit" });
    await within(60_000, "the request for the after-paint part", asked.opened, answers(page));
    await page.evaluate(() => void dispatchEvent(new Event("beforeunload")));
    released.open();
    // The demo videos are written out of their noscripts once their chunk has failed: it ran, and
    // met the failures (the others' reports, had there been any, in the frames after).
    await page.waitFor(() => document.querySelectorAll("[data-demo-video] video").length > 0, undefined, { timeout: 45_000, what: "the demo videos' fallback" });
    await page.evaluate(twoFramesInPage);
    expect(pageMessages(page.messages)).toEqual([]);
    await page.close();
  });
});
