import type { Page } from "playwright-core";
import { MIN_FILL_MS } from "../../src/client/newsletter/bot-traps.ts";
import { openPage, type BrowserSite, type TestPage } from "./browser-site.ts";

/**
 * A page of `site` whose sign-up script is set up (its field focused), its clock Playwright's (running, or paused:
 * then only the test moves it), and the newsletter's site:event events recorded in window.__events (not the
 * others: where the booking widget needs no consent, coming near it in the footer opens it, and counts that).
 */
export async function openSignUpPage(site: BrowserSite, sitePath: string, options: { paused?: boolean; viewport?: { width: number; height: number } } = {}): Promise<TestPage> {
  const test = await openPage(site, { viewport: options.viewport });
  const { page } = test;
  // Paused from the start (pauseAt without install: installed after a moment of running time,
  // the clock would count that moment as time passed in the page).
  if (options.paused) await page.clock.pauseAt(Date.now());
  else await page.clock.install();
  await page.addInitScript(() => {
    const events: unknown[] = [];
    Object.assign(window, { __events: events });
    document.addEventListener("site:event", (event) => {
      const detail = (event as CustomEvent<{ name: string }>).detail;
      if (detail.name.startsWith("newsletter")) events.push(detail);
    });
  });
  await page.goto(site.url(sitePath));
  // The sign-up's code is asked for when the visitor first comes to the form, once the page's
  // behaviours are started (the menu's says so); paused, time moves by small steps meanwhile,
  // far less in all than a person takes.
  const until = async (selector: string) => {
    if (options.paused) while (!(await page.$(selector))) await page.clock.runFor(20);
    else await page.waitForSelector(selector, { state: "attached" });
  };
  await until('[data-menu="ready"]');
  await page.locator("#newsletter-email").focus();
  await until("form[data-newsletter][data-state]");
  return test;
}

/** The footer form's parts, its live region and the newsletter's site:event events the page fired. */
export const newsletter = {
  field: (page: Page) => page.locator("#newsletter-email"),
  button: (page: Page) => page.locator(".newsletter button"),
  status: (page: Page) => page.locator("#newsletter-status").textContent(),
  events: (page: Page) => page.evaluate(() => (window as unknown as { __events: unknown[] }).__events),
  /** Resolves once the form's script says it is in this state (data-state). */
  state: (page: Page, state: string) => page.waitForSelector(`form[data-newsletter][data-state="${state}"]`, { state: "attached" }),
};

/** Types the address and sends it as a person would: some time after the page opened. */
export async function signUp(page: Page, address: string): Promise<void> {
  await newsletter.field(page).fill(address);
  await page.clock.fastForward(MIN_FILL_MS);
  await newsletter.button(page).click();
}
