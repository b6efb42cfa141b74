// `npm run lighthouse`: builds the site, serves it on 127.0.0.1 and runs Lighthouse (mobile: emulated
// Moto G Power, simulated throttling) on every route in the system's Chromium. Prints each route's
// four scores with LCP, TBT and CLS, the medians when a route runs more than once, and the audits
// that lose points wherever a category is under 100. Nothing is requested off this machine.
//   npm run lighthouse                      every route once
//   npm run lighthouse -- --runs 5          five runs per route, then the medians
//   npm run lighthouse -- / /blog/          only these routes
// Targets are reported, not enforced: the exit code is 1 only when Lighthouse cannot run.
import { parseArgs } from "node:util";
import { ROUTES } from "../src/routes.ts";
import { CATEGORIES, openLighthouseSite, TARGETS, type FailingAudit, type RouteReport } from "./lib/lighthouse-run.ts";

const { values, positionals } = parseArgs({ options: { runs: { type: "string", default: "1" } }, allowPositionals: true });
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs takes a whole number from 1, not "${values.runs}"`);
const routes = positionals.length > 0 ? positionals : ROUTES.map((route) => route.path);
const notPaths = routes.filter((route) => !route.startsWith("/"));
if (notPaths.length) throw new Error(`Routes are site paths such as "/blog/", not ${notPaths.map((route) => `"${route}"`).join(", ")}`);

const COLUMNS = ["route", "Perf", "A11y", "BP", "SEO", "LCP (s)", "TBT (ms)", "CLS"];
type Row = Pick<RouteReport, "scores" | "lcpMs" | "tbtMs" | "cls">;

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const medianOf = (values: (number | undefined)[]) => {
  const numbers = values.filter((value): value is number => value !== undefined);
  return numbers.length ? median(numbers) : undefined;
};

/** A value, with "*" when it misses its target. */
function cell(value: number | undefined, text: (value: number) => string, meets: (value: number) => boolean): string {
  if (value === undefined) return "-";
  return text(value) + (meets(value) ? "" : "*");
}

function cells(label: string, row: Row): string[] {
  const score = (value: number | undefined) => cell(value, String, (v) => v >= TARGETS.score);
  return [
    label,
    score(row.scores.performance),
    score(row.scores.accessibility),
    score(row.scores["best-practices"]),
    score(row.scores.seo),
    cell(row.lcpMs, (v) => (v / 1000).toFixed(2), (v) => v < TARGETS.lcpMs),
    cell(row.tbtMs, (v) => Math.round(v).toString(), (v) => v < TARGETS.tbtMs),
    cell(row.cls, (v) => v.toFixed(3), (v) => v === TARGETS.cls),
  ];
}

function printTable(title: string, rows: string[][]): void {
  const table = [COLUMNS, ...rows];
  const widths = COLUMNS.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  console.log(`\n${title}`);
  for (const row of table) {
    console.log(row.map((text, column) => (column === 0 ? text.padEnd(widths[column]!) : text.padStart(widths[column]!))).join("  "));
  }
}

/** The settings of a run, to show that it was the mobile preset. */
function describeSettings(lhr: RouteReport["lhr"]): string {
  const { formFactor, screenEmulation: screen, throttlingMethod, throttling } = lhr.configSettings;
  const chrome = lhr.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? "Chromium";
  return (
    `Lighthouse ${lhr.lighthouseVersion}, ${formFactor}: ${screen.width}×${screen.height} at ${screen.deviceScaleFactor}x, ` +
    `${throttlingMethod === "simulate" ? "simulated" : throttlingMethod} throttling (${throttling.rttMs} ms RTT, ` +
    `${Math.round(throttling.throughputKbps)} kbps, CPU ×${throttling.cpuSlowdownMultiplier}); ${chrome}, ` +
    `benchmark index ${Math.round(lhr.environment.benchmarkIndex)}; ${RUNS} run${RUNS > 1 ? "s" : ""} per route`
  );
}

const site = await openLighthouseSite();
const reports = new Map<string, RouteReport[]>();
try {
  for (const route of routes) {
    const runs: RouteReport[] = [];
    for (let run = 1; run <= RUNS; run++) {
      process.stderr.write(`lighthouse ${route}${RUNS > 1 ? ` (run ${run} of ${RUNS})` : ""}\n`);
      runs.push(await site.run(route));
    }
    reports.set(route, runs);
  }
} finally {
  await site.close();
}

console.log(`\n${describeSettings([...reports.values()][0]![0]!.lhr)}`);
printTable(
  RUNS > 1 ? "Every run" : "Scores and metrics",
  [...reports].flatMap(([route, runs]) => runs.map((report, index) => cells(RUNS > 1 ? `${route} #${index + 1}` : route, report))),
);
if (RUNS > 1) {
  printTable(
    `Medians of ${RUNS} runs`,
    [...reports].map(([route, runs]) =>
      cells(route, {
        scores: Object.fromEntries(CATEGORIES.map((id) => [id, medianOf(runs.map((run) => run.scores[id]))])),
        lcpMs: medianOf(runs.map((run) => run.lcpMs)),
        tbtMs: medianOf(runs.map((run) => run.tbtMs)),
        cls: medianOf(runs.map((run) => run.cls)),
      }),
    ),
  );
}
console.log(`* misses its target: every score ${TARGETS.score}, LCP under ${TARGETS.lcpMs / 1000} s, TBT under ${TARGETS.tbtMs} ms, CLS ${TARGETS.cls}`);

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
