// Shared by `npm run lighthouse` (scripts/lighthouse.ts) and tests/browser/lighthouse.test.ts: builds
// the site, serves it (lighthouse-servers.ts: nginx over HTTPS and HTTP/2, or `site serve`) and audits
// routes with Lighthouse in the system's Chromium, one browser for every run. Lighthouse's default
// settings are mobile: an emulated Moto G Power and simulated throttling. The floor page of
// tests/fixtures/floor/ is served beside it by the same server, compressed like the build's files,
// and audited with the same settings.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { launch, Launcher, type LaunchedChrome } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { SITE } from "../../src/site.ts";
import { CHROMIUM_FLAGS, findChromium, findTestChromium, withFeaturesMerged } from "./launch-chromium.ts";
import { describeAudit, losesPoints } from "./lighthouse-audit-lines.ts";
import { forgetLanternGraphs, lanternLcp, type LanternLcp } from "./lighthouse-lantern.ts";
import { startLighthouseServers, type LighthouseServers, type ServerKind } from "./lighthouse-servers.ts";
import { copyProjectAt } from "./project-copy.ts";
import { runSite } from "./run-site.ts";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type CategoryId = (typeof CATEGORIES)[number];

/** The goals on every route: LCP within 1.15 times the floor page's, measured in the same run. */
export const TARGETS = { score: 100, lcpToFloor: 1.15, tbtMs: 50, cls: 0 } as const;

const CHROME_FLAGS = [
  ...CHROMIUM_FLAGS,
  // Only the local server resolves, IP literals included: no request leaves the machine.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];
// The scheduling provider and the measurement's endpoint are also blocked by Lighthouse itself:
// "errors-in-console" ignores what Lighthouse blocks, but counts an unresolved host, as it should
// for any other third party.
const BLOCKED_URL_PATTERNS = [
  ...new Set(
    [SITE.schedulingScriptUrl, SITE.schedulingUrl, ...(SITE.measurement ? [SITE.measurement.endpoint] : [])].map((url) => `*://${new URL(url).host}/*`),
  ),
];

export interface FailingAudit {
  category: CategoryId;
  id: string;
  title: string;
  /** 0 to 1, or null when the audit errored. */
  score: number | null;
  /** Lighthouse's value, explanation and the first items of its table, one line each. */
  details: string[];
}

export interface RouteReport {
  route: string;
  /** 0 to 100, for the categories that ran. */
  scores: Partial<Record<CategoryId, number>>;
  /** Simulated metrics, present when the performance category ran. */
  fcpMs?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  /** Bytes transferred at load ("total-byte-weight"). */
  totalBytes?: number;
  /** The two graphs Lantern's LCP is the mean of, when the performance category ran. */
  lantern?: LanternLcp;
  /** Audits that lost points, in every category under 100. */
  failing: FailingAudit[];
  /** Requests the page made off 127.0.0.1, all of them blocked. */
  thirdParty: string[];
  warnings: string[];
  lhr: Result;
}

export interface LighthouseSite {
  run(route: string, categories?: readonly CategoryId[]): Promise<RouteReport>;
  /** The same route in the site as committed at `before` (openLighthouseSite), when it was given. */
  runBefore?(route: string, categories?: readonly CategoryId[]): Promise<RouteReport>;
  /** The floor page, with the same settings. */
  runFloor(categories?: readonly CategoryId[]): Promise<RouteReport>;
  close(): Promise<void>;
}

/**
 * Builds the site into a temporary folder (or takes the `built` one), serves it and the floor page
 * on 127.0.0.1 and starts Chromium. `site serve` unless told otherwise: the tests check scores,
 * which the server does not change.
 * The full browser unless `shell`: timings are a visitor's Chrome's; the scores of accessibility,
 * best practices and SEO are the same in the headless shell, which the tests' runs take for
 * less CPU (findTestChromium).
 */
export async function openLighthouseSite({ server = "serve", shell = false, before, built }: { server?: ServerKind; shell?: boolean; before?: string; built?: string } = {}): Promise<LighthouseSite> {
  // A build already made (the tests' shared one, which they only read) is served as it is.
  const dir = built ?? mkdtempSync(path.join(os.tmpdir(), "site-lighthouse-"));
  const floorDir = mkdtempSync(path.join(os.tmpdir(), "site-lighthouse-floor-"));
  const beforeDir = before ? mkdtempSync(path.join(os.tmpdir(), "site-lighthouse-before-")) : undefined;
  let servers: LighthouseServers | undefined;
  let beforeServers: LighthouseServers | undefined;
  let chrome: LaunchedChrome | undefined;
  const close = async () => {
    chrome?.kill();
    await servers?.close();
    await beforeServers?.close();
    for (const folder of [built ? undefined : dir, floorDir, beforeDir]) if (folder) rmSync(folder, { recursive: true, force: true });
  };
  try {
    if (!built) {
      const build = await runSite(["build", "--out", dir]);
      if (build.code !== 0) throw new Error(`build failed:\n${build.stderr}`);
    }
    servers = await startLighthouseServers(server, dir, floorDir);
    if (before && beforeDir) beforeServers = await serveBuildAt(before, server, beforeDir);
    // chrome-launcher's own flags, given here so that its `--disable-features` merges with ours.
    const chromeFlags = withFeaturesMerged([...Launcher.defaultFlags(), ...CHROME_FLAGS, ...servers.chromeFlags]);
    const chromePath = shell ? findTestChromium(false).path : findChromium();
    chrome = await launch({ chromePath, chromeFlags, ignoreDefaultFlags: true, logLevel: "silent" });
  } catch (error) {
    await close();
    throw error;
  }
  const { origin, floorOrigin } = servers;
  const port = chrome.port;
  const beforeOrigin = beforeServers?.origin;
  return {
    run: (route, categories = CATEGORIES) => audit(origin, port, route, categories),
    ...(beforeOrigin ? { runBefore: (route: string, categories: readonly CategoryId[] = CATEGORIES) => audit(beforeOrigin, port, route, categories) } : {}),
    runFloor: (categories = CATEGORIES) => audit(floorOrigin, port, "/", categories),
    close,
  };
}

/**
 * The site as committed at git ref `ref`, built by its own generator into `dir` and served as the
 * current one is (with a floor page of its own, which goes unused).
 */
async function serveBuildAt(ref: string, server: ServerKind, dir: string): Promise<LighthouseServers> {
  const project = await copyProjectAt(ref);
  try {
    const build = await runSite(["build", "--out", path.join(dir, "dist")], project.root);
    if (build.code !== 0) throw new Error(`the build of ${ref} failed:\n${build.stderr}`);
  } finally {
    await project.remove();
  }
  return startLighthouseServers(server, path.join(dir, "dist"), path.join(dir, "floor"));
}

async function audit(origin: string, port: number, route: string, categories: readonly CategoryId[]): Promise<RouteReport> {
  forgetLanternGraphs();
  const result = await lighthouse(origin + route, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...categories],
    blockedUrlPatterns: BLOCKED_URL_PATTERNS,
    // Only the HTML report, not written here, shows it, and it slows every run
    // (docs/performance.md, "Loaded late, cached or done once").
    disableFullPageScreenshot: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
  const { lhr, artifacts } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores: RouteReport["scores"] = {};
  const failing: FailingAudit[] = [];
  for (const id of categories) {
    const category = lhr.categories[id];
    if (!category) continue;
    if (category.score !== null) scores[id] = Math.round(category.score * 100);
    if (category.score === 1) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.group === "hidden" || !losesPoints(audit)) continue;
      failing.push({ category: id, id: audit.id, title: audit.title, score: audit.score, details: describeAudit(audit) });
    }
  }
  const thirdParty = (artifacts.DevtoolsLog ?? [])
    .flatMap((entry) => (entry.method === "Network.requestWillBeSent" ? [entry.params.request.url] : []))
    .filter((url) => /^(https?|wss?):/.test(url) && new URL(url).hostname !== "127.0.0.1");
  return {
    route,
    scores,
    fcpMs: lhr.audits["first-contentful-paint"]?.numericValue,
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue,
    totalBytes: lhr.audits["total-byte-weight"]?.numericValue,
    lantern: lanternLcp(),
    failing,
    thirdParty: [...new Set(thirdParty)],
    warnings: lhr.runWarnings,
    lhr,
  };
}
