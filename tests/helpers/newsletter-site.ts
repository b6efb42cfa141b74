import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setSiteValue } from "../../scripts/lib/site-values.ts";
import { openBrowserSite, type BrowserSite } from "./browser-site.ts";
import { copyProject } from "./project-copy.ts";

/** SITE.newsletter as a deployer writes it: settings of a provider, or null (no sign-up). */
type Settings = Record<string, unknown> | null;

/**
 * A copy of the project whose SITE.newsletter is `settings` (a stand-in provider, say, or null),
 * whatever the configuration under test holds: the build checks the settings, writes the form and
 * the Content-Security-Policy from them, as it would for a real provider.
 */
export async function newsletterProject(settings: Settings): Promise<Awaited<ReturnType<typeof copyProject>>> {
  const project = await copyProject();
  const file = path.join(project.root, "src", "site.ts");
  writeFileSync(file, setSiteValue(readFileSync(file, "utf8"), "newsletter", `${JSON.stringify(settings)} as NewsletterSettings | null`));
  return project;
}

/** That copy built, served, and Chromium started (browser-site.ts); `close` removes the copy too. */
export async function openNewsletterSite(settings: Settings): Promise<BrowserSite> {
  const project = await newsletterProject(settings);
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
