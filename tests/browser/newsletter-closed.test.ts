import path from "node:path";
import type { Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import messages from "../../content/site/newsletter.yaml";
import { SITE } from "../../src/site.ts";
import { openBrowserSite, openPage, type BrowserSite, type TestPage } from "../helpers/browser-site.ts";
import { newsletter } from "../helpers/newsletter-page.ts";
import { newsletterProject } from "../helpers/newsletter-site.ts";
import { formatNuMessage, runNuChecker } from "../helpers/nu-checker.ts";
import { plainText, readPage } from "../helpers/read-dist.ts";
import { runSite } from "../helpers/run-site.ts";

// Until its owner names a provider (SITE.newsletter null, as the project ships), the footer keeps
// the field and the 'Envoyer' button the spec asks for, says sign-up is not open yet, and nothing
// it does sends anything anywhere, with JavaScript or without. Built here with null whatever the
// configuration under test holds.

const PAGE = "/mentions-legales/";
const CLOSED = plainText({ textContent: messages.closed });
let project: Awaited<ReturnType<typeof newsletterProject>>;
let site: BrowserSite;

beforeAll(async () => {
  project = await newsletterProject(null);
  site = await openBrowserSite([], project.root);
});
afterAll(async () => {
  await site?.close();
  await project?.remove();
});

/**
 * A page of PAGE whose every request is recorded, its behaviours started when it has JavaScript
 * (the menu's says so): a sign-up chunk would be asked for from then on.
 */
async function openFooter(javaScriptEnabled: boolean): Promise<TestPage & { requests: Request[] }> {
  const test = await openPage(site, { javaScriptEnabled });
  const requests: Request[] = [];
  test.page.on("request", (request) => requests.push(request));
  const response = await test.page.goto(site.url(PAGE));
  // The policy lets the page post nowhere but to itself.
  expect(response?.headers()["content-security-policy"]).toMatch(/form-action 'self';/);
  if (javaScriptEnabled) await test.page.waitForSelector('[data-menu="ready"]', { state: "attached" });
  return { ...test, requests };
}

/**
 * What left the page that a sign-up could be: a navigation (a form sent, even to the page
 * itself), anything but a GET of the site's own files, the sign-up's code; the measurement aside.
 */
const sent = (requests: Request[]) =>
  requests
    .filter((request) => request.url() !== SITE.measurement?.endpoint)
    .filter(
      (request) =>
        request.isNavigationRequest() ||
        request.method() !== "GET" ||
        !request.url().startsWith(site.url("/")) ||
        /\/chunks\/newsletter-/.test(request.url()),
    )
    .map((request) => `${request.method()} ${request.url()}`);

/** Everything a visitor can do with the form: focus and point at it, press Enter in the field, press the button. */
async function tryToSend({ page }: TestPage, javaScriptEnabled: boolean) {
  await newsletter.field(page).hover();
  await newsletter.field(page).focus();
  await page.keyboard.type("marie.dupont@entreprise.fr");
  await page.keyboard.press("Enter");
  // Forced: Playwright waits for a button marked aria-disabled to be enabled before it clicks.
  await newsletter.button(page).click({ force: true });
  await newsletter.button(page).focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Space");
  // A frame and a task, for what any of these would have started to show (a page without
  // scripts runs no frame callback: there, nothing could have started).
  if (javaScriptEnabled) await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

describe.each([
  { name: "with JavaScript", javaScriptEnabled: true },
  { name: "without JavaScript", javaScriptEnabled: false },
])("$name", ({ javaScriptEnabled }) => {
  it("shows the e-mail field and 'Envoyer', says sign-up is not open yet, and sends nothing anywhere however it is used", async () => {
    const test = await openFooter(javaScriptEnabled);
    const { page, context } = test;
    expect(await newsletter.field(page).getAttribute("type")).toBe("email");
    expect(await newsletter.button(page).textContent()).toBe("Envoyer");
    expect(plainText({ textContent: await page.locator("#newsletter-closed").textContent() })).toBe(CLOSED);
    expect(await page.locator("#newsletter-closed").isVisible()).toBe(true);
    // Read with the field and the button by assistive technology: the sentence is their description.
    for (const control of [newsletter.field(page), newsletter.button(page)]) {
      const description = await control.evaluate((element) =>
        (element.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent ?? "").join(" "),
      );
      expect(plainText({ textContent: description })).toContain(CLOSED);
    }
    expect(await page.locator(".newsletter").ariaSnapshot()).toContain('button "Envoyer" [disabled]');
    expect(await newsletter.field(page).isEditable()).toBe(false);
    const before = test.requests.length;
    await tryToSend(test, javaScriptEnabled);
    // The same page, nothing typed in, nothing sent, not even the sign-up's code asked for.
    expect(new URL(page.url()).pathname).toBe(PAGE);
    expect(await newsletter.field(page).inputValue()).toBe("");
    expect(sent(test.requests.slice(before))).toEqual([]);
    await context.close();
  });
});

describe("the built pages", () => {
  it("hold no form, no provider and no sign-up script; the field and the button are described by the sentence", () => {
    const document = readPage(site.dir, "mentions-legales/index.html");
    expect(document.querySelector("footer form")).toBeNull();
    expect(document.querySelector("[data-newsletter]")).toBeNull();
    expect(document.querySelector("#newsletter-email")?.getAttribute("aria-describedby")?.split(" ")).toContain("newsletter-closed");
    expect(document.querySelector(".newsletter button")?.getAttribute("aria-describedby")).toBe("newsletter-closed");
    expect(document.querySelector(".newsletter button")?.getAttribute("type")).toBe("button");
    expect(plainText(document.querySelector("#newsletter-closed")!)).toBe(CLOSED);
  });

  it("pass `site check` (html-validate, links) and the W3C Nu checker", async () => {
    const check = await runSite(["check", "--out", site.dir], project.root);
    expect(check.stdout + check.stderr, "site check").not.toMatch(/error/i);
    expect(check.code).toBe(0);
    const found = await runNuChecker([path.join(site.dir, "mentions-legales/index.html"), path.join(site.dir, "index.html")]);
    expect(found.map((message) => formatNuMessage(message, site.dir))).toEqual([]);
  });
});
