import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { openBrowserSite, type BrowserSite } from "./browser-site.ts";
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
