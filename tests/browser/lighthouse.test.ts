import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openLighthouseSite, type LighthouseSite } from "../../scripts/lib/lighthouse-run.ts";
import { projectBuild } from "../helpers/project-build.ts";
import { SPEC_ROUTES } from "../helpers/spec-routes.ts";

// Performance is reported by `npm run lighthouse`, not asserted: its timings are too noisy to gate on.
const CATEGORIES = ["accessibility", "best-practices", "seo"] as const;
// One Lighthouse run takes 5 to 10 s alone, several times that beside the other browser tests.
const RUN_TIMEOUT_MS = 120_000;

let site: LighthouseSite;
beforeAll(async () => {
  site = await openLighthouseSite({ shell: true, built: await projectBuild() });
}, RUN_TIMEOUT_MS);
afterAll(() => site?.close());

// One route of each kind of page, as a run takes 6 to 10 s of the suite's two cores: the home page,
// a product page (the signals page, with its tabs and animations: the other two are built of the
// same sections), the blog, and a legal page (the privacy page, with its switch: the legal notice
// and the terms are the same component with other Markdown). axe checks every route at two widths
// (pages.test.ts), and `npm run lighthouse` audits every route in every category.
// Not the 404 page: its 404 status fails Lighthouse's SEO audit "http-status-code".
const AUDITED = ["/", "/signaux-affaires/", "/blog/", "/politique-de-confidentialite/"];
const gone = AUDITED.filter((route) => !(SPEC_ROUTES as readonly string[]).includes(route));
if (gone.length) throw new Error(`lighthouse.test.ts audits routes the site no longer has: ${gone.join(", ")}`);

describe("Lighthouse, mobile", () => {
  it.each(AUDITED)(
    "%s scores 100 in accessibility, best practices and SEO",
    async (route) => {
      const report = await site.run(route, CATEGORIES);
      // The failing audits are part of the comparison, so a failure says what to fix.
      expect({ scores: report.scores, failing: report.failing }).toEqual({
        scores: { accessibility: 100, "best-practices": 100, seo: 100 },
        failing: [],
      });
    },
    RUN_TIMEOUT_MS,
  );
});
