// Shared by `npm run lighthouse` (scripts/lighthouse.ts) and tests/browser/lighthouse.test.ts: builds
// the site, serves it with `site serve`'s server and audits routes with Lighthouse in the system's
// Chromium, one browser for every run. Lighthouse's default settings are mobile: an emulated Moto G
// Power and simulated throttling. The floor page of tests/fixtures/floor/ is served beside it by the
// same server code, compressed like the build's files, and audited with the same settings.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { startServer, type SiteServer } from "../../src/generator/serve/start-server.ts";
import { SITE } from "../../src/site.ts";
import { CHROMIUM_FLAGS, findChromium } from "./launch-chromium.ts";
import { describeAudit, losesPoints } from "./lighthouse-audit-lines.ts";
import { runSite } from "./run-site.ts";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type CategoryId = (typeof CATEGORIES)[number];

/** Issue 12's goals, on every route: LCP within 1.15 times the floor page's, measured in the same run. */
export const TARGETS = { score: 100, lcpToFloor: 1.15, tbtMs: 50, cls: 0 } as const;

const FLOOR_DIR = fileURLToPath(new URL("../../tests/fixtures/floor/", import.meta.url));

const CHROME_FLAGS = [
  ...CHROMIUM_FLAGS,
  // Only the local server resolves, IP literals included: no request leaves the machine.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];
// The scheduling provider is also blocked by Lighthouse itself: "errors-in-console" ignores what
// Lighthouse blocks, but counts an unresolved host, as it should for any other third party.
const BLOCKED_URL_PATTERNS = [
  ...new Set([SITE.schedulingScriptUrl, SITE.schedulingUrl].map((url) => `*://${new URL(url).host}/*`)),
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
  /** Audits that lost points, in every category under 100. */
  failing: FailingAudit[];
  /** Requests the page made off 127.0.0.1, all of them blocked. */
  thirdParty: string[];
  warnings: string[];
  lhr: Result;
}

export interface LighthouseSite {
  run(route: string, categories?: readonly CategoryId[]): Promise<RouteReport>;
  /** The floor page, with the same settings. */
  runFloor(categories?: readonly CategoryId[]): Promise<RouteReport>;
  close(): Promise<void>;
}

/** Copies the floor page and writes its .br and .gz siblings, as the build does for its own files. */
function prepareFloor(dir: string): void {
  cpSync(FLOOR_DIR, dir, { recursive: true });
  for (const file of readdirSync(dir)) {
    const body = readFileSync(path.join(dir, file));
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(body, { level: 9 }));
  }
}

/** Builds the site into a temporary folder, serves it and the floor page on 127.0.0.1 and starts Chromium. */
export async function openLighthouseSite(): Promise<LighthouseSite> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "site-lighthouse-"));
  const floorDir = mkdtempSync(path.join(os.tmpdir(), "site-lighthouse-floor-"));
  const servers: SiteServer[] = [];
  let chrome: LaunchedChrome | undefined;
  const close = async () => {
    chrome?.kill();
    await Promise.all(servers.map((server) => server.close()));
    rmSync(dir, { recursive: true, force: true });
    rmSync(floorDir, { recursive: true, force: true });
  };
  try {
    const build = await runSite(["build", "--out", dir]);
    if (build.code !== 0) throw new Error(`build failed:\n${build.stderr}`);
    prepareFloor(floorDir);
    servers.push(await startServer({ dir, host: "127.0.0.1", port: 0 }));
    servers.push(await startServer({ dir: floorDir, host: "127.0.0.1", port: 0 }));
    chrome = await launch({ chromePath: findChromium(), chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  } catch (error) {
    await close();
    throw error;
  }
  const [origin, floorOrigin] = servers.map((server) => server.url.replace(/\/$/, "")) as [string, string];
  const port = chrome.port;
  return {
    run: (route, categories = CATEGORIES) => audit(origin, port, route, categories),
    runFloor: (categories = CATEGORIES) => audit(floorOrigin, port, "/", categories),
    close,
  };
}

async function audit(origin: string, port: number, route: string, categories: readonly CategoryId[]): Promise<RouteReport> {
  const result = await lighthouse(origin + route, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...categories],
    blockedUrlPatterns: BLOCKED_URL_PATTERNS,
    // Only the HTML report, not written here, shows it; it costs 1.5 s per run.
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
    failing,
    thirdParty: [...new Set(thirdParty)],
    warnings: lhr.runWarnings,
    lhr,
  };
}
