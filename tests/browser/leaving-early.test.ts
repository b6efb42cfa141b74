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
});
