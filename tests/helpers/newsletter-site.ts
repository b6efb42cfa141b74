import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { openBrowserSite, openPage, type BrowserSite, type TestPage } from "./browser-site.ts";
import { copyProject } from "./project-copy.ts";

/**
 * Builds a copy of the project whose SITE.newsletter is `settings` (a stand-in provider on
 * 127.0.0.1, say), serves it and starts Chromium: the build checks the settings, writes the form
 * and the Content-Security-Policy from them, as it would for a real provider.
 */
export async function openNewsletterSite(settings: Record<string, unknown>): Promise<BrowserSite> {
  const project = await copyProject();
  const file = path.join(project.root, "src", "site.ts");
  const source = readFileSync(file, "utf8");
  const edited = source.replace(/newsletter: \{[^}]*\} as NewsletterSettings,/, `newsletter: ${JSON.stringify(settings)} as NewsletterSettings,`);
  if (edited === source) throw new Error("src/site.ts: SITE.newsletter not found where the test expects it");
  writeFileSync(file, edited);
  const site = await openBrowserSite([], project.root).catch(async (error: unknown) => {
    await project.remove();
    throw error;
  });
  return {
    ...site,
    async close() {
      await site.close();
      await project.remove();
    },
  };
}

/**
 * A page of `site` whose sign-up script is set up, its clock Playwright's (running, or paused:
 * then only the test moves it), and the site:event events it fires recorded in window.__events.
 */
export async function openSignUpPage(site: BrowserSite, sitePath: string, options: { paused?: boolean; viewport?: { width: number; height: number } } = {}): Promise<TestPage> {
  const test = await openPage(site, { viewport: options.viewport });
  const { page } = test;
  await page.clock.install();
  if (options.paused) await page.clock.pauseAt(Date.now());
  await page.addInitScript(() => {
    const events: unknown[] = [];
    Object.assign(window, { __events: events });
    document.addEventListener("site:event", (event) => events.push((event as CustomEvent).detail));
  });
  await page.goto(site.url(sitePath));
  const ready = "form[data-newsletter][data-state]";
  // Paused, time moves by small steps until the script is ready: far less than a person takes.
  if (options.paused) while (!(await page.$(ready))) await page.clock.runFor(20);
  else await page.waitForSelector(ready, { state: "attached" });
  return test;
}
