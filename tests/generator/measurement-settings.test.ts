import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { validateConfig } from "../../packages/generator/src/validate-config.ts";
import { siteNotices } from "../../src/site-notices.ts";
import { configSchemas } from "../../src/site-schema.ts";
import { SITE, type Measurement } from "../../src/site.ts";

// SITE.measurement as a deployer might write it, checked by the build's own config step: each
// message names the field, the value and what is expected.
const cacheDirs: string[] = [];
afterAll(() => cacheDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The build's message for SITE with this measurement, or "" when it passes. */
async function check(measurement: unknown): Promise<string> {
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), "measurement-settings-"));
  cacheDirs.push(cacheDir);
  const config = { file: "src/site.ts", values: { SITE: { ...SITE, measurement } }, schemas: configSchemas, placeholderMarks: [] };
  return validateConfig(config, "test", cacheDir).then(
    () => "",
    (error: Error) => error.message,
  );
}

const FACTS = { providerName: "Plausible Insights OÜ (Estonie)", hosting: "Union européenne (Allemagne)", keeps: "Plausible ne les enregistre pas.", retentionMonths: 25 };
const PLAUSIBLE = { provider: "plausible", endpoint: "https://plausible.io/api/event", domain: "batiscope.fr", ...FACTS };
const MATOMO = { provider: "matomo", endpoint: "https://stats.batiscope.fr/matomo.php", siteId: "3", ...FACTS, providerName: "OVH SAS (France)", retentionMonths: 13 };

describe("SITE.measurement", () => {
  it.each([
    ["the site's own", SITE.measurement],
    ["none (null)", null],
    ["Plausible's cloud", PLAUSIBLE],
    ["a Matomo of one's own", MATOMO],
    ["a stand-in on this machine", { ...PLAUSIBLE, endpoint: "http://127.0.0.1:4567/api/event" }],
    ["a Matomo with a custom dimension for campaigns", { ...MATOMO, campaignDimension: 2 }],
  ])("accepts %s", async (_, measurement) => {
    expect(await check(measurement)).toBe("");
  });

  it.each([
    ["a provider without the facts the privacy policy states", { provider: "plausible", endpoint: PLAUSIBLE.endpoint, domain: PLAUSIBLE.domain }, "SITE.measurement.providerName is missing; expected a text for the privacy policy"],
    ["statistics kept longer than the CNIL's exemption allows", { ...MATOMO, retentionMonths: 37 }, "SITE.measurement.retentionMonths is 37; expected a whole number of months from 1 to 25 (the CNIL exempts from consent a measurement whose statistics are kept 25 months at most)"],
    ["an empty sentence on the IP address", { ...PLAUSIBLE, keeps: " " }, 'SITE.measurement.keeps is " "; expected a non-empty text for the privacy policy'],
    ["a Matomo without its site id", { ...MATOMO, siteId: undefined }, "SITE.measurement.siteId is missing"],
    ["a campaign dimension that is not a dimension's id", { ...MATOMO, campaignDimension: "campagne" }, "expected the id of a custom dimension of scope Action in Matomo, a whole number"],
    ["a campaign dimension for Plausible, which has custom properties instead", { ...PLAUSIBLE, campaignDimension: 2 }, "SITE.measurement.campaignDimension is not a known setting"],
  ])("refuses %s, saying what is expected", async (_, measurement, message) => {
    const problems = await check(measurement);
    expect(problems).toMatch(/^src\/site\.ts: (a value is|\d values are) not valid/);
    expect(problems).toContain(message);
  });
});

describe("the notices every build prints (SiteConfig.notices)", () => {
  const measurementOff = (notices: string[]) => notices.filter((notice) => notice.startsWith("audience measurement is off"));

  it("say the measurement is off, and how to switch it on, when SITE.measurement is null", () => {
    expect(measurementOff(siteNotices({ ...SITE, measurement: null }))).toEqual([
      "audience measurement is off (SITE.measurement is null): pages count nothing and send nothing, and the privacy policy says so; docs/privacy.md says how to switch it on.",
    ]);
  });

  it.each([PLAUSIBLE, MATOMO])("say nothing of it when it has a provider ($provider)", (measurement) => {
    expect(measurementOff(siteNotices({ ...SITE, measurement: measurement as Measurement }))).toEqual([]);
  });
});
