import { describe, expect, it } from "vitest";
import PRIVACY from "../../content/site/privacy.yaml";
import { SITE } from "../../src/site.ts";
import { ENGINES, useBuild, useEngine, viewportsOf, type EnginePage } from "../helpers/engine-site.ts";
import { beyondMeasurement, COOKIE_SETTING_SCHEDULING as PROVIDER } from "../helpers/engine/stand-ins.ts";
import { DIALOG, LINK, openDialogInPlace, sectionInView, toProvider, traces, twoFrames, widgetIs } from "../helpers/booking-page.ts";
import { SPEC_ROUTES_AND_404 } from "../helpers/spec-routes.ts";
import OWNER from "../../content/site/company.yaml";

const today = () => new Date().toISOString().slice(0, 10);

/** The selector of a service's switch in the open dialog, found by the name it is labelled with. */
const switchOf = async (page: EnginePage, name: string) => {
  const label = await page.evaluate((name) => [...document.querySelectorAll("dialog[open] .privacy-choice__name")].find((found) => found.textContent === name)?.id, name);
  if (!label) throw new Error(`no switch named ${name} in the dialog`);
  return `${DIALOG} [role=switch][aria-labelledby="${label}"]`;
};
const checked = (page: EnginePage, selector: string) => page.evaluate((query) => document.querySelector(query)!.getAttribute("aria-checked"), selector);

/** A visitor who consented on an earlier visit, unless the page has recorded another choice since. */
async function openConsented(open: () => Promise<EnginePage>) {
  const page = await open();
  // The page's own storage; the provider's frame has its own.
  await page.addInitScript(`if (window === window.top && !localStorage.getItem("privacy-choices"))
  localStorage.setItem("privacy-choices", JSON.stringify({ scheduling: { granted: true, on: new Date().toISOString().slice(0, 10) } }));`);
  return page;
}

/**
 * The pages before any choice, with the booking section in view where there is one (or scrolled to
 * the end): every page in Chromium. Which pages hold the section is the build's doing, the same in
 * every engine, so Firefox and WebKit sweep the home page (the section) and the privacy page (the switch).
 */
async function everyPageBeforeConsent(page: EnginePage, check: (route: string) => Promise<void>) {
  for (const route of page.engine === "chromium" ? SPEC_ROUTES_AND_404 : ["/", "/politique-de-confidentialite/"]) {
    await page.goto(route);
    await page.waitForSelector(LINK, { state: "attached" });
    if (route === "/") {
      await widgetIs(page, "consent");
      await sectionInView(page);
      await widgetIs(page, "consent");
    } else {
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
      await twoFrames(page);
    }
    await check(route);
  }
}

/**
 * The browser's own cookie jar holds more than scripts of the page can read: HttpOnly cookies, and
 * those of the provider's frame, under its origin. It is read where the driver can (Chromium and
 * Firefox); classic WebDriver, WebKit's, reads only the top page's cookies. In every engine no
 * request reaches the provider before consent, and no cookie of the provider's comes without one.
 */
const nothingBeforeConsent = (page: EnginePage) =>
  everyPageBeforeConsent(page, async (route) => {
    expect({ route, ...(await traces(page)), external: beyondMeasurement(page.external) }).toEqual({ route, elements: 0, cookies: "", localStorage: {}, external: [] });
    if (page.cookieJar) expect({ route, jar: await page.cookieJar() }).toEqual({ route, jar: [] });
  });

/**
 * After consent, what the jar shows (what the check before it could have seen): the provider
 * script's cookie, and the frame's where the browser keeps a third party's (Firefox and Chromium's
 * headless shell do; the full browser's contexts, like its incognito windows, do not).
 */
async function jarAfterConsent(page: EnginePage) {
  if (!page.cookieJar) return;
  const names = (await page.cookieJar()).map(({ name }) => name);
  expect(names.filter((name) => name !== "provider_frame")).toEqual(["provider_script"]);
}

async function promptLoadsAndRemembers(page: EnginePage) {
  await page.goto("/");
  await widgetIs(page, "consent");
  expect(await page.evaluate(() => document.querySelector(".booking__start")!.textContent)).toContain(OWNER.providers.scheduling);
  expect(await page.evaluate((href) => !!document.querySelector(`.booking__fallback a[href="${href}"]`)?.checkVisibility(), SITE.schedulingUrl)).toBe(true);
  const before = today();
  await page.click(".booking__start button");
  await widgetIs(page, "ready");
  expect(page.external.filter((url) => url === SITE.schedulingScriptUrl)).toHaveLength(1);
  const { cookies, localStorage } = await traces(page);
  // The stand-in's first-party cookie: what the consent allowed, and what the check before it could see.
  expect(cookies).toContain("provider_script=1");
  await jarAfterConsent(page);
  expect(JSON.parse(localStorage["privacy-choices"] ?? "{}")).toEqual({ scheduling: { granted: true, on: expect.toBeOneOf([before, today()]) } });

  // Later visits: the spec's behaviour, loaded as the section nears, without a click.
  await page.goto("/");
  await widgetIs(page, "idle");
  expect(await page.evaluate(() => document.querySelector(".booking__start")?.checkVisibility() ?? false)).toBe(false);
  await sectionInView(page);
  await widgetIs(page, "ready");
}

async function dialogByKeyboard(page: EnginePage) {
  await page.goto("/blog/");
  await page.waitForSelector(LINK, { state: "attached" });
  await page.focus(LINK);
  await page.press("Enter");
  await page.waitForSelector(DIALOG);
  const dialog = await page.evaluate(() => {
    const open = document.querySelector("dialog[open]")!;
    const text = (row: Element, part: string) => row.querySelector(`.privacy-choice__${part}`)?.textContent;
    const rows = [...open.querySelectorAll(".privacy-choice")].map((row) => ({ name: text(row, "name"), state: text(row, "state") }));
    return { name: document.getElementById(open.getAttribute("aria-labelledby")!)?.textContent, modal: open.matches(":modal"), rows, intro: open.querySelector("h2 + p")?.textContent };
  });
  // The measurement's row, and the objection's term in the intro, only where there is one (SITE.measurement).
  const scheduling = { name: expect.stringContaining(OWNER.providers.scheduling), state: PRIVACY.services.scheduling.off };
  const rows = SITE.measurement ? [scheduling, { name: expect.stringContaining(SITE.measurement.providerName), state: PRIVACY.services.measurement.on }] : [scheduling];
  const intro = expect.stringMatching(SITE.measurement ? /13 mois au plus, votre opposition/ : /^(?!.*opposition).*13 mois au plus\.$/);
  expect(dialog).toEqual({ name: PRIVACY.dialog.title, modal: true, rows, intro });
  const focusInside = () => page.evaluate(() => !!document.activeElement?.closest("dialog[open]"));
  expect(await focusInside()).toBe(true);
  for (const key of [...Array<"Tab">(6).fill("Tab"), ...Array<"Shift+Tab">(6).fill("Shift+Tab")]) {
    await page.press(key);
    expect(await focusInside()).toBe(true);
  }
  await page.press("Escape");
  await page.waitForSelector("dialog", { state: "hidden" });
  expect(await page.evaluate((link) => document.activeElement === document.querySelector(link), LINK)).toBe(true);
}

async function withdrawnAtOnce(page: EnginePage) {
  await page.goto("/");
  await widgetIs(page, "idle");
  await openDialogInPlace(page);
  const scheduling = await switchOf(page, PRIVACY.services.scheduling.name);
  expect(await checked(page, scheduling)).toBe("true");
  await page.click(scheduling);
  expect(await checked(page, scheduling)).toBe("false");
  await page.press("Escape");
  await page.waitForSelector("dialog", { state: "hidden" });
  await sectionInView(page);
  await widgetIs(page, "consent");

  // The next page: the prompt again, the choice kept, still nothing asked of the provider.
  await page.goto("/");
  await widgetIs(page, "consent");
  await sectionInView(page);
  await widgetIs(page, "consent");
  expect(toProvider(page)).toEqual([]);
  const { elements, localStorage } = await traces(page);
  expect(elements).toBe(0);
  expect(JSON.parse(localStorage["privacy-choices"] ?? "{}").scheduling.granted).toBe(false);
}

async function grantedInDialog(page: EnginePage) {
  await page.goto("/");
  await widgetIs(page, "consent");
  await openDialogInPlace(page);
  const scheduling = await switchOf(page, PRIVACY.services.scheduling.name);
  await page.click(scheduling);
  expect(await checked(page, scheduling)).toBe("true");
  await page.click(`${DIALOG} .privacy-dialog__actions button`);
  await page.waitForSelector("dialog", { state: "hidden" });
  await widgetIs(page, "idle");
  expect(toProvider(page)).toEqual([]);
  await sectionInView(page);
  await widgetIs(page, "ready");
}

// SITE.schedulingLoad "consent" (the default): the visitor asks first.
describe.runIf(SITE.schedulingLoad === "consent")("Consent before the booking widget", () => {
  const site = useBuild();

  describe.each(ENGINES)("in $name", (engine) => {
    const browser = useEngine(engine, site);

    // Once per engine, at its first width.
    const jar = engine.supports.cookieJar ? ", the browser's cookie jar included" : " (the cookie jar unread: WebKit's WebDriver reads only the top page's cookies)";
    it(`asks nothing of the provider and stores nothing ${engine.name === "chromium" ? "on any page" : "on the home and privacy pages (every page: in Chromium)"} before the visitor consents, even with the booking section in view${jar}`, async () =>
      nothingBeforeConsent(await browser.open({ viewport: viewportsOf(engine)[0], thirdParty: PROVIDER })));

    describe.each(viewportsOf(engine))("at $width px", (viewport) => {
      const open = () => browser.open({ viewport, thirdParty: PROVIDER });
      it("the prompt names the provider and keeps the link to its page; its button loads the widget at once, remembered with its date; a later visit loads it on approach", async () =>
        promptLoadsAndRemembers(await open()));
      it("the footer's link opens a modal dialog by keyboard, each service with its state, the focus kept inside, and Escape closes it", async () =>
        dialogByKeyboard(await open()));
      it("withdrawn in the dialog in one click, the widget not yet loaded stays unloaded at once, and the next page asks again", async () =>
        withdrawnAtOnce(await openConsented(open)));
      it("granted in the dialog in one click, the widget loads as the section nears", async () => grantedInDialog(await open()));
    });
  });
});

