import { describe, expect, it } from "vitest";
import { MIN_FILL_MS } from "../../src/client/newsletter/bot-traps.ts";
import { SITE } from "../../src/site.ts";
import type { Answer, SiteRequest } from "../helpers/engine/engine-page.ts";
import { beyondMeasurement } from "../helpers/engine/stand-ins.ts";
import { ENGINES, MOBILE, useBuild, useEngine, type EnginePage } from "../helpers/engine-site.ts";
import { gate } from "../helpers/island-chunks.ts";

// The sign-up's code is asked for when the visitor first comes to the form, not on every page
// view (src/client/behaviours/first-use.ts); a form sent before it has arrived waits for it. The
// provider is down (502) in every test here: the page's own answer shows which path the form took.

const PAGE = "/cgu-cgv/";
const FIELD = "#newsletter-email";
const isSignUpChunk = (request: SiteRequest) => /\/chunks\/newsletter-\w+\.js$/.test(request.path);
const signUpChunks = (page: EnginePage) => page.requests.filter(isSignUpChunk);
const NOT_FOUND: Answer = { status: 404, contentType: "text/plain", body: "Not found" };

/** Types an address where a person would, once a person could have (the timing trap), and presses Enter. */
async function sendEarly(page: EnginePage) {
  await page.focus(FIELD);
  await page.evaluate((field) => void (document.querySelector<HTMLInputElement>(field)!.value = "marie.dupont@entreprise.fr"), FIELD);
  await page.waitFor((ms) => performance.now() > ms + 200, MIN_FILL_MS, { what: "the timing trap's minimum" });
  await page.press("Enter");
}

describe("the newsletter sign-up's code", () => {
  const site = useBuild();

  describe.each(ENGINES)("in $name", (engine) => {
    const browser = useEngine(engine, site);

    /** A page without third parties of its own, its behaviours started; the sign-up chunk answered by `answer`. */
    async function openPage(answer?: (request: SiteRequest) => Answer | Promise<Answer>) {
      const page = await browser.open({ viewport: MOBILE, thirdParty: { [new URL(SITE.newsletter.endpoint).origin]: "fail" } });
      if (answer) page.route(isSignUpChunk, answer);
      await page.goto(PAGE);
      await page.waitForSelector('[data-menu="ready"]', { state: "attached" });
      return page;
    }

    it("is asked for only once the visitor comes to the form", async () => {
      const page = await openPage();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
      expect(signUpChunks(page)).toEqual([]);
      await page.hover(FIELD);
      await page.waitForSelector("form[data-newsletter][data-state]", { state: "attached" });
      expect(signUpChunks(page)).toHaveLength(1);
    });

    it("takes a form sent before it has arrived, once it has: the page does not leave", async () => {
      const arrived = gate();
      const page = await openPage(async (): Promise<Answer> => {
        await arrived.opened;
        return "continue";
      });
      await sendEarly(page);
      expect(await page.evaluate(() => document.querySelector("form[data-newsletter][data-state]"))).toBeNull();
      arrived.open();
      await page.waitForSelector('form[data-newsletter][data-state="failed"]', { state: "attached" });
      expect(await page.evaluate(() => location.pathname)).toBe(PAGE);
      expect(beyondMeasurement(page.external)).toEqual([`${SITE.newsletter.endpoint}?isAjax=1`]);
    });

    it("lets a form sent when it cannot be loaded go as a plain POST to the provider", async () => {
      const page = await openPage(() => NOT_FOUND);
      await sendEarly(page);
      await expect.poll(() => beyondMeasurement(page.external), { timeout: 15_000 }).toEqual([SITE.newsletter.endpoint]);
    });
  });
});
