// `npm run lighthouse`: builds the site, serves it on 127.0.0.1 with the real nginx over HTTPS and
// HTTP/2 (as its hosts serve it) and runs Lighthouse (mobile: emulated Moto G Power, simulated
// throttling) on every route in the system's Chromium, and on the floor page of tests/fixtures/floor/
// (plain HTML, one small stylesheet, no font, no JavaScript) served the same way, in the same run: the
// floor, then every route, once per run. Prints each route's scores, FCP, LCP, its LCP as a ratio to
// the floor's, TBT, CLS, bytes at load and the goals it meets, medians when there are several runs,
// what the LCP was and which requests ended before it, then the audits that lose points. Nothing is
// requested off this machine.
//   npm run lighthouse                      every route, three runs, then the medians
//   npm run lighthouse -- --runs 5          five runs
//   npm run lighthouse -- / /blog/          only these routes
//   npm run lighthouse -- --server serve    behind `site serve` (HTTP/1.1) instead of nginx
//   npm run lighthouse -- --before main     each route also as committed at a git ref (a commit, a
//                                           branch), built by that commit's generator and served
//                                           alike, audited just before the current one in every run
// Goals are reported, not enforced: the exit code is 1 only when Lighthouse cannot run.
import { parseArgs } from "node:util";
import { readdirSync, readFileSync } from "node:fs";
import { parse } from "yaml";
import { LEGAL_LINKS } from "../src/models/navigation.ts";
import { ROUTES } from "../src/routes/routes.ts";
import { lanternLine } from "./lib/lighthouse-lantern.ts";
import { documentProtocol, lcpLine } from "./lib/lighthouse-lcp.ts";
import { openLighthouseSite, type FailingAudit, type RouteReport } from "./lib/lighthouse-run.ts";
import { SERVER_KINDS, type ServerKind } from "./lib/lighthouse-servers.ts";
import { cells, GOALS_LINE, medianRow, printTable } from "./lib/lighthouse-table.ts";

const { values, positionals } = parseArgs({
  options: { runs: { type: "string", default: "3" }, server: { type: "string", default: "nginx" }, before: { type: "string" } },
  allowPositionals: true,
});
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs takes a whole number from 1, not "${values.runs}"`);
const SERVER = values.server as ServerKind;
if (!SERVER_KINDS.includes(SERVER)) throw new Error(`--server takes ${SERVER_KINDS.map((kind) => `"${kind}"`).join(" or ")}, not "${values.server}"`);
// Every page of the route table, the composed pages (content/pages/: the product pages among them),
// the legal pages (made from content/legal/) and one article.
const article = readdirSync(new URL("../content/blog/", import.meta.url)).find((name) => name.endsWith(".md"))?.replace(/\.md$/, "");
const composed = readdirSync(new URL("../content/pages/", import.meta.url))
  .filter((name) => name.endsWith(".md"))
  .map((name) => {
    const text = readFileSync(new URL(`../content/pages/${name}`, import.meta.url), "utf8");
    return (parse(text.slice(4, text.indexOf("\n---\n"))) as { address: string }).address;
  });
const everyKind = [...ROUTES.map((route) => route.path), ...composed, ...LEGAL_LINKS.map((link) => link.path), ...(article ? [`/blog/${article}/`] : [])];
const routes = positionals.length > 0 ? positionals : everyKind;
const notPaths = routes.filter((route) => !route.startsWith("/"));
if (notPaths.length) throw new Error(`Routes are site paths such as "/blog/", not ${notPaths.map((route) => `"${route}"`).join(", ")}`);

const FLOOR = "floor";

/** The settings of a run, to show that it was the mobile preset. */
function describeSettings(lhr: RouteReport["lhr"]): string {
  const { formFactor, screenEmulation: screen, throttlingMethod, throttling } = lhr.configSettings;
  const chrome = lhr.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? "Chromium";
  return (
    `Lighthouse ${lhr.lighthouseVersion}, ${formFactor}: ${screen.width}×${screen.height} at ${screen.deviceScaleFactor}x, ` +
    `${throttlingMethod === "simulate" ? "simulated" : throttlingMethod} throttling (${throttling.rttMs} ms RTT, ` +
    `${Math.round(throttling.throughputKbps)} kbps, CPU ×${throttling.cpuSlowdownMultiplier}); ${chrome}, ` +
    `benchmark index ${Math.round(lhr.environment.benchmarkIndex)}; ${RUNS} run${RUNS > 1 ? "s" : ""} per page; ` +
    `served by ${SERVER === "nginx" ? "nginx" : "site serve"} over ${documentProtocol(lhr) ?? "an unknown protocol"}`
  );
}

const BEFORE = values.before;
const site = await openLighthouseSite({ server: SERVER, before: BEFORE });
/** A row of the tables: the floor, a route, or a route as it was at BEFORE. */
interface Page {
  label: string;
  audit: () => Promise<RouteReport>;
}
const pages: Page[] = [
  { label: FLOOR, audit: () => site.runFloor() },
  ...routes.flatMap((route) => [
    ...(BEFORE ? [{ label: `${route} at ${BEFORE}`, audit: () => site.runBefore!(route) }] : []),
    { label: route, audit: () => site.run(route) },
  ]),
];
// The floor first, then every route, run after run: each run compares pages measured minutes apart at most.
const reports = new Map<string, RouteReport[]>(pages.map(({ label }) => [label, []]));
try {
  for (let run = 1; run <= RUNS; run++) {
    for (const { label, audit } of pages) {
      process.stderr.write(`lighthouse ${label}${RUNS > 1 ? ` (run ${run} of ${RUNS})` : ""}\n`);
      reports.get(label)!.push(await audit());
    }
  }
} finally {
  await site.close();
}

const floorRuns = reports.get(FLOOR)!;
console.log(`\n${describeSettings(floorRuns[0]!.lhr)}`);
if (RUNS > 1) {
  printTable(
    "Every run (LCP/floor: against the floor of the same run)",
    [...reports].flatMap(([page, runs]) => runs.map((report, index) => cells(`${page} #${index + 1}`, report, page === FLOOR ? undefined : floorRuns[index]!.lcpMs))),
  );
}
const floorMedian = medianRow(floorRuns);
printTable(
  RUNS > 1 ? `Medians of ${RUNS} runs (LCP/floor: median against median)` : "Scores and metrics",
  [...reports].map(([page, runs]) => cells(page, medianRow(runs), page === FLOOR ? undefined : floorMedian.lcpMs)),
);
console.log(GOALS_LINE);

// The run whose LCP is the median (the lower one of an even count), so the line matches the table.
console.log(`\nWhat the simulated LCP counted${RUNS > 1 ? " (the run with the median LCP)" : ""}`);
for (const [page, runs] of reports) {
  const middle = [...runs].sort((a, b) => (a.lcpMs ?? 0) - (b.lcpMs ?? 0))[Math.floor((runs.length - 1) / 2)]!;
  console.log(`  ${page}: ${lcpLine(middle.lhr)}`);
  if (middle.lantern) console.log(`    Lantern: ${lanternLine(middle.lantern)}`);
}

const toFix = [...reports].flatMap(([route, runs]) => {
  const seen = new Map<string, { audit: FailingAudit; count: number }>();
  for (const audit of runs.flatMap((run) => run.failing)) {
    const key = `${audit.category} ${audit.id}`;
    seen.set(key, { audit: seen.get(key)?.audit ?? audit, count: (seen.get(key)?.count ?? 0) + 1 });
  }
  return seen.size ? [{ route, failing: [...seen.values()] }] : [];
});
if (toFix.length) console.log("\nAudits losing points (categories under 100)");
for (const { route, failing } of toFix) {
  console.log(`\n${route}`);
  for (const { audit, count } of failing) {
    const score = audit.score === null ? "error" : `score ${Math.round(audit.score * 100) / 100}`;
    console.log(`  [${audit.category}] ${audit.id}: ${audit.title} (${score}${RUNS > 1 ? `, ${count} of ${RUNS} runs` : ""})`);
    for (const line of audit.details) console.log(`      ${line}`);
  }
}

const thirdParty = [...new Set([...reports.values()].flat().flatMap((report) => report.thirdParty))];
const warnings = [...new Set([...reports.values()].flat().flatMap((report) => report.warnings))];
if (thirdParty.length) console.log(`\nBlocked requests off 127.0.0.1:\n${thirdParty.map((url) => `  ${url}`).join("\n")}`);
if (warnings.length) console.log(`\nLighthouse warnings:\n${warnings.map((warning) => `  ${warning}`).join("\n")}`);
