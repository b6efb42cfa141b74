import { describe, expect, it } from "vitest";
import { hostFiles } from "../../packages/generator/src/host/host-files.ts";
import { securityHeaders, type PolicySite } from "../../src/render/security-policy.ts";
import { SITE } from "../../src/site.ts";

// The newsletter's provider, when there is one, is the other origin pages connect to (newsletter.test.ts).
const newsletter = SITE.newsletter ? ` ${new URL(SITE.newsletter.endpoint).origin}` : "";
const connectSrc = (site: PolicySite) =>
  securityHeaders(site)["Content-Security-Policy"]!
    .split("; ")
    .filter((directive) => directive.startsWith("connect-src"));

// Each setting the policy must follow, whatever this configuration has: its own, and the others.
const PLAUSIBLE = { ...SITE, measurement: { endpoint: "https://plausible.io/api/event" } };
const MATOMO = { ...SITE, measurement: { endpoint: "https://stats.exemple.fr/matomo.php" } };
const OFF = { ...SITE, measurement: null };

describe("the Content-Security-Policy's connect-src, from SITE.measurement", () => {
  it("allows exactly this configuration's measurement endpoint beside the site itself, or none when it measures nothing", () => {
    expect(connectSrc(SITE)).toEqual([`connect-src 'self'${newsletter}${SITE.measurement ? ` ${SITE.measurement.endpoint}` : ""}`]);
  });

  it.each([
    ["Plausible's Events API for a Plausible site", PLAUSIBLE],
    ["Matomo's endpoint for a Matomo site", MATOMO],
  ])("follows the provider set: %s", (_, site) => {
    expect(connectSrc(site)).toEqual([`connect-src 'self'${newsletter} ${site.measurement.endpoint}`]);
  });

  it("names no measurement provider anywhere in the policy when there is no measurement", () => {
    expect(connectSrc(OFF)).toEqual([`connect-src 'self'${newsletter}`]);
    const policy = securityHeaders(OFF)["Content-Security-Policy"]!;
    for (const { measurement } of [PLAUSIBLE, MATOMO]) expect(policy).not.toContain(new URL(measurement.endpoint).host);
  });

  it.each(["_headers", "_host/nginx.conf", "_host/cloudfront-viewer-response.js"])("is what %s sends", (file) => {
    for (const base of ["/", "/sous-chemin/"]) {
      const written = new Map(hostFiles(securityHeaders(SITE), base)).get(file)!;
      expect(written, `${file} under ${base}`).toContain(`connect-src 'self'${newsletter}${SITE.measurement ? ` ${SITE.measurement.endpoint}` : ""};`);
    }
  });
});
