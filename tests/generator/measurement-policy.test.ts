import { describe, expect, it } from "vitest";
import { hostFiles } from "../../src/generator/host/host-files.ts";
import { securityHeaders, type PolicySite } from "../../src/render/security-policy.ts";
import { SITE } from "../../src/site.ts";

// The newsletter's provider, when there is one, is the other origin pages connect to (newsletter.test.ts).
const newsletter = SITE.newsletter ? ` ${new URL(SITE.newsletter.endpoint).origin}` : "";
const connectSrc = (site: PolicySite) =>
  securityHeaders(site)["Content-Security-Policy"]!
    .split("; ")
    .filter((directive) => directive.startsWith("connect-src"));

describe("the Content-Security-Policy's connect-src, from SITE.measurement", () => {
  it("allows exactly the measurement's endpoint beside the site itself", () => {
    expect(connectSrc(SITE)).toEqual([`connect-src 'self'${newsletter} ${SITE.measurement!.endpoint}`]);
  });

  it("follows the provider set: Matomo's endpoint for a Matomo site", () => {
    const matomo = { ...SITE, measurement: { provider: "matomo", endpoint: "https://stats.example.fr/matomo.php", siteId: "3" } } as const;
    expect(connectSrc(matomo)).toEqual([`connect-src 'self'${newsletter} https://stats.example.fr/matomo.php`]);
  });

  it("allows the newsletter's provider alone when there is no measurement", () => {
    expect(connectSrc({ ...SITE, measurement: null })).toEqual([`connect-src 'self'${newsletter}`]);
  });

  it.each(["_headers", "_host/nginx.conf", "_host/cloudfront-viewer-response.js"])("is what %s sends", (file) => {
    for (const base of ["/", "/sous-chemin/"]) {
      const written = new Map(hostFiles(securityHeaders(SITE), base)).get(file)!;
      expect(written, `${file} under ${base}`).toContain(`connect-src 'self'${newsletter} ${SITE.measurement!.endpoint};`);
    }
  });
});
