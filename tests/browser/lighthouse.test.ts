import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openLighthouseSite, type LighthouseSite } from "../../scripts/lib/lighthouse-run.ts";
import { cells, printTable } from "../../scripts/lib/lighthouse-table.ts";
import { SPEC_ROUTES } from "../helpers/spec-routes.ts";

// Performance is reported by `npm run lighthouse`, not asserted: its timings are too noisy to gate on.
const CATEGORIES = ["accessibility", "best-practices", "seo"] as const;
// One Lighthouse run takes 5 to 10 s alone, several times that beside the other browser tests.
const RUN_TIMEOUT_MS = 120_000;

let site: LighthouseSite;
beforeAll(async () => {
  site = await openLighthouseSite();
}, RUN_TIMEOUT_MS);
afterAll(() => site?.close());

describe("Lighthouse, mobile", () => {
  // The spec's routes, not the 404 page: its 404 status fails Lighthouse's SEO audit "http-status-code".
  it.each(SPEC_ROUTES)(
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

// The home page beside the floor page (tests/fixtures/floor/), in the same run. Reported, not
// asserted: timings move with the machine's load. Only the floor's own scores are checked, so that it
// stays a fair reference (a page that lost points in accessibility or best practices would not be).
describe("Lighthouse, mobile, beside the floor page", () => {
  it(
    "reports the home page's metrics and its LCP as a ratio to the floor's",
    async () => {
      const floor = await site.runFloor();
      const home = await site.run("/", ["performance"]);
      printTable("Home page beside the floor (one run, report only)", [cells("floor", floor), cells("/", home, floor.lcpMs)]);
      expect(floor.scores).toMatchObject({ accessibility: 100, "best-practices": 100, seo: 100 });
      expect(floor.failing.filter((audit) => audit.category !== "performance")).toEqual([]);
      expect([floor.lcpMs, home.lcpMs].every((ms) => ms !== undefined && ms > 0)).toBe(true);
    },
    RUN_TIMEOUT_MS,
  );
});
