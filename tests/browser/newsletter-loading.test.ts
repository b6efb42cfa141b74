import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIN_FILL_MS } from "../../src/client/newsletter/bot-traps.ts";
import type { Answer, SiteRequest } from "../helpers/engine/engine-page.ts";
import { beyondMeasurement } from "../helpers/engine/stand-ins.ts";
import { ENGINES, MOBILE, useBuild, useEngine, type EnginePage } from "../helpers/engine-site.ts";
import { gate } from "../helpers/island-chunks.ts";
import { newsletterProject } from "../helpers/newsletter-site.ts";

// The sign-up's code is asked for when the visitor first comes to the form, not on every page
// view (src/client/behaviours/first-use.ts); a form sent before it has arrived waits for it. The
// site has a Brevo form whatever the configuration, answered by the engines' third-party stand-in:
// a 502 without CORS headers in every test here, whose answer the page cannot read ("unknown"),
// in every engine. The page's own answer shows which path the form took.

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

const ENDPOINT = "https://a1b2c3d4.sibforms.com/serve/MUIFAloading-test";
const PROVIDER = new URL(ENDPOINT).origin;

describe("the newsletter sign-up's code", () => {
  let project: Awaited<ReturnType<typeof newsletterProject>> | undefined;
  beforeAll(async () => {
    project = await newsletterProject({ provider: "brevo", endpoint: ENDPOINT, providerName: "Brevo (stand-in)", doubleOptIn: true });
  });
  afterAll(() => project?.remove());
  const site = useBuild([], () => project!.root);

  describe.each(ENGINES)("in $name", (engine) => {
    const browser = useEngine(engine, site);

    /** A page without third parties of its own, its behaviours started; the sign-up chunk answered by `answer`. */
    async function openPage(answer?: (request: SiteRequest) => Answer | Promise<Answer>) {
      const page = await browser.open({ viewport: MOBILE, thirdParty: { [PROVIDER]: "fail" } });
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
      await page.waitForSelector('form[data-newsletter][data-state="unknown"]', { state: "attached" });
      expect(await page.evaluate(() => location.pathname)).toBe(PAGE);
      // The sign-up, then the check that the provider answers at all (send.ts).
      expect(beyondMeasurement(page.external)).toEqual([`${ENDPOINT}?isAjax=1`, `${PROVIDER}/`]);
    });

    it("lets a form sent when it cannot be loaded go as a plain POST to the provider", async () => {
      const page = await openPage(() => NOT_FOUND);
      await sendEarly(page);
      await expect.poll(() => beyondMeasurement(page.external), { timeout: 15_000 }).toEqual([ENDPOINT]);
    });
  });
});
