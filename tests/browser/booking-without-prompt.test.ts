import { describe, expect, it } from "vitest";
import PRIVACY from "../../content/site/privacy.yaml";
import { SITE } from "../../src/site.ts";
import { openDialogInPlace, sectionInView, toProvider, traces, widgetIs } from "../helpers/booking-page.ts";
import { ENGINES, useBuild, useEngine, viewportsOf, type EnginePage } from "../helpers/engine-site.ts";
import { COOKIE_SETTING_SCHEDULING as PROVIDER } from "../helpers/engine/stand-ins.ts";

/**
 * SITE.schedulingLoad "visible": a contract makes the provider's cookies strictly necessary, so
 * the spec's behaviour applies with no prompt, and the dialog says the service is always on.
 */
async function visibleWithoutPrompt(page: EnginePage) {
  await page.goto("/");
  await widgetIs(page, "idle");
  expect(await page.evaluate(() => document.querySelector(".booking__start")?.checkVisibility() ?? false)).toBe(false);
  expect(toProvider(page)).toEqual([]);
  await openDialogInPlace(page);
  const row = await page.evaluate((name) => {
    const found = [...document.querySelectorAll("dialog[open] .privacy-choice")].find((choice) => choice.querySelector(".privacy-choice__name")?.textContent === name);
    return found && { state: found.querySelector(".privacy-choice__state")?.textContent, switches: found.querySelectorAll("[role=switch]").length };
  }, PRIVACY.services.scheduling.name);
  expect(row).toEqual({ state: PRIVACY.services.scheduling.always, switches: 0 });
  await page.press("Escape");
  await page.waitForSelector("dialog", { state: "hidden" });
  await sectionInView(page);
  await widgetIs(page, "ready");
  expect(JSON.parse((await traces(page)).localStorage["privacy-choices"] ?? "{}")).toEqual({});
}

describe.runIf(SITE.schedulingLoad === "visible")("The booking widget without a prompt", () => {
  const site = useBuild();

  describe.each(ENGINES)("in $name", (engine) => {
    const browser = useEngine(engine, site);
    it.each(viewportsOf(engine))("shows no prompt, says the service is always on in the dialog, and loads the widget as the section nears, at $width px", async (viewport) =>
      visibleWithoutPrompt(await browser.open({ viewport, thirdParty: PROVIDER })));
  });
});
