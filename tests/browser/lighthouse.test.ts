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

// Two routes, as a run costs about 5 s of CPU (a fifth of it Lighthouse's benchmark of the
// machine, which it runs every time): the home page, built of every kind of section (islands,
// videos, photos, the booking consent, the FAQ), and the blog, the other kind of page (a
// collection's list, its covers and its pages' links). What the other routes could fail is checked
// on each of them elsewhere: axe at two widths and the console (pages.test.ts), the head's title,
// description, viewport and canonical (build.test.ts), the links (`site check`), the photos'
// renditions (cover-photo.test.ts); and `npm run lighthouse` audits every route in every category.
// Not the 404 page: its 404 status fails Lighthouse's SEO audit "http-status-code".
const AUDITED = ["/", "/blog/"];
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
