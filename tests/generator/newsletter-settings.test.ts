import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { validateConfig } from "../../packages/generator/src/validate-config.ts";
import type { NewsletterSettings } from "../../src/newsletter/settings.ts";
import { contentSecurityPolicy } from "../../src/render/security-policy.ts";
import { configSchemas } from "../../src/site-schema.ts";
import { siteNotices } from "../../src/site-notices.ts";
import { SITE } from "../../src/site.ts";

// SITE.newsletter as a deployer might get it wrong, checked by the build's own config step: each
// message names the field, the value and what is expected.
const cacheDirs: string[] = [];
afterAll(() => cacheDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The build's message for SITE with this newsletter, or "" when it passes. */
async function check(newsletter: Record<string, unknown> | null): Promise<string> {
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), "newsletter-settings-"));
  cacheDirs.push(cacheDir);
  const config = { file: "src/site.ts", values: { SITE: { ...SITE, newsletter } }, schemas: configSchemas, placeholderMarks: [] };
  return validateConfig(config, "test", cacheDir).then(
    () => "",
    (error: Error) => error.message,
  );
}

const BREVO = { provider: "brevo" as const, endpoint: "https://a1b2c3d4.sibforms.com/serve/MUIFAKQi3iKML7Q9JU5N5gsv==", providerName: "Brevo", doubleOptIn: true };
const GENERIC = { provider: "generic", endpoint: "https://lettre.example.fr/subscribe", providerName: "Listmonk", doubleOptIn: true, emailField: "email" };

describe("SITE.newsletter", () => {
  it.each([
    ["the site's own", SITE.newsletter],
    ["none: no sign-up", null],
    ["a Brevo form", BREVO],
    ["a Brevo stand-in on this machine", { ...BREVO, endpoint: "http://127.0.0.1:4567/serve/test" }],
    ["a generic service with every option", { ...GENERIC, list: { field: "l", value: "abc" }, redirectField: "next", honeypotField: "website", alreadySubscribedStatus: 409 }],
  ])("accepts %s", async (_, newsletter) => {
    expect(await check(newsletter as Record<string, unknown> | null)).toBe("");
  });

  it.each([
    ["a provider's name alone", "brevo", 'SITE.newsletter is "brevo"; expected null (no sign-up), or an object whose provider is "brevo" or "generic" (docs/newsletter.md)'],
    ["an unknown provider", { ...BREVO, provider: "mailchimp" }, 'SITE.newsletter.provider is "mailchimp"; expected "brevo" (a Brevo form) or "generic" (any endpoint taking a POST)'],
    ["Brevo's dashboard URL", { ...BREVO, endpoint: "https://my.brevo.com/forms/12" }, "SITE.newsletter.endpoint is \"https://my.brevo.com/forms/12\"; expected the action URL of the Brevo form's embed code, https://<id>.sibforms.com/serve/<token>"],
    ["a Brevo form over http", { ...BREVO, endpoint: "http://a1b2c3d4.sibforms.com/serve/MUIF" }, "SITE.newsletter.endpoint is \"http://a1b2c3d4.sibforms.com/serve/MUIF\"; expected the action URL"],
    ["a list for Brevo, whose form has its own", { ...BREVO, list: { field: "l", value: "1" } }, "SITE.newsletter.list is not a known setting"],
    ["a generic endpoint over http", { ...GENERIC, endpoint: "http://lettre.example.fr/subscribe" }, 'SITE.newsletter.endpoint is "http://lettre.example.fr/subscribe"; expected an absolute https:// URL'],
    ["a generic service without its address field", { ...GENERIC, emailField: undefined }, "SITE.newsletter.emailField is missing; expected a form field name"],
    ["a field name with a space", { ...GENERIC, emailField: "e mail" }, 'SITE.newsletter.emailField is "e mail"; expected a form field name: letters, digits'],
    ["a success for an address already on the list", { ...GENERIC, alreadySubscribedStatus: 200 }, "SITE.newsletter.alreadySubscribedStatus is 200; expected a client error status, 400 to 499, e.g. 409"],
    ["the return address in the address's field", { ...GENERIC, redirectField: "email" }, "expected field names used once each"],
    ["no provider name for the privacy page", { ...BREVO, providerName: " " }, 'SITE.newsletter.providerName is " "; expected a non-empty text'],
  ])("refuses %s, saying what is expected", async (_, newsletter, message) => {
    const problems = await check(newsletter as Record<string, unknown>);
    expect(problems).toContain("src/site.ts: a value is not valid");
    expect(problems).toContain(message);
  });
});

describe("with no newsletter provider (SITE.newsletter null)", () => {
  const off = { ...SITE, newsletter: null };
  const on = { ...SITE, newsletter: BREVO satisfies NewsletterSettings };
  const directive = (site: typeof SITE, name: string) => contentSecurityPolicy(site).split("; ").find((line) => line.startsWith(`${name} `));

  it("lets pages post and fetch nowhere but the site and the measurement", () => {
    const measurement = SITE.measurement ? ` ${SITE.measurement.endpoint}` : "";
    expect(directive(off, "form-action")).toBe("form-action 'self'");
    expect(directive(off, "connect-src")).toBe(`connect-src 'self'${measurement}`);
    // And a provider, once set, is allowed both.
    expect(directive(on, "form-action")).toBe("form-action 'self' https://a1b2c3d4.sibforms.com");
    expect(directive(on, "connect-src")).toBe(`connect-src 'self' https://a1b2c3d4.sibforms.com${measurement}`);
  });

  it("has every build say that the sign-up is off, and where it is switched on; a site with a provider, not", () => {
    expect(siteNotices(off).filter((notice) => notice.includes("SITE.newsletter"))).toEqual([
      "the newsletter sign-up is off: the footer's field says it is not open yet and sends nothing until SITE.newsletter names a provider (docs/newsletter.md).",
    ]);
    expect(siteNotices(on).filter((notice) => notice.includes("newsletter"))).toEqual([]);
  });
});
