// The table of `npm run lighthouse`: one row per route (and one for the floor page), its scores and
// metrics, its LCP as a ratio to the floor's LCP of the same run, and which of the pages' goals (GOALS_LINE) it meets.
import { CATEGORIES, TARGETS, type RouteReport } from "./lighthouse-run.ts";

export type Row = Pick<RouteReport, "scores" | "fcpMs" | "lcpMs" | "tbtMs" | "cls" | "totalBytes">;

const COLUMNS = ["route", "Perf", "A11y", "BP", "SEO", "FCP (s)", "LCP (s)", "LCP/floor", "TBT (ms)", "CLS", "bytes (kB)", "goals"];

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const medianOf = (values: (number | undefined)[]) => {
  const numbers = values.filter((value): value is number => value !== undefined);
  return numbers.length ? median(numbers) : undefined;
};

/** The medians of several runs of one route, metric by metric. */
export function medianRow(runs: Row[]): Row {
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, medianOf(runs.map((run) => run.scores[id]))])),
    fcpMs: medianOf(runs.map((run) => run.fcpMs)),
    lcpMs: medianOf(runs.map((run) => run.lcpMs)),
    tbtMs: medianOf(runs.map((run) => run.tbtMs)),
    cls: medianOf(runs.map((run) => run.cls)),
    totalBytes: medianOf(runs.map((run) => run.totalBytes)),
  };
}

/** The goals a row misses, by name and value; "met" when none. */
function goals(row: Row, ratio: number | undefined): string {
  const missed = [
    ratio !== undefined && ratio > TARGETS.lcpToFloor ? `LCP ${ratio.toFixed(2)}x` : "",
    row.scores.performance !== undefined && row.scores.performance < TARGETS.score ? `Perf ${row.scores.performance}` : "",
    row.cls !== undefined && row.cls > TARGETS.cls ? `CLS ${row.cls.toFixed(3)}` : "",
    row.tbtMs !== undefined && row.tbtMs >= TARGETS.tbtMs ? `TBT ${Math.round(row.tbtMs)} ms` : "",
  ].filter(Boolean);
  return missed.length ? `missed: ${missed.join(", ")}` : "met";
}

const fixed = (value: number | undefined, text: (value: number) => string) => (value === undefined ? "-" : text(value));

/** One line of the table; `floorLcpMs` is the floor's LCP to divide by (none for the floor's own row). */
export function cells(label: string, row: Row, floorLcpMs?: number): string[] {
  const ratio = floorLcpMs && row.lcpMs !== undefined ? row.lcpMs / floorLcpMs : undefined;
  const score = (value: number | undefined) => fixed(value, String);
  return [
    label,
    score(row.scores.performance),
    score(row.scores.accessibility),
    score(row.scores["best-practices"]),
    score(row.scores.seo),
    fixed(row.fcpMs, (v) => (v / 1000).toFixed(2)),
    fixed(row.lcpMs, (v) => (v / 1000).toFixed(2)),
    fixed(ratio, (v) => `${v.toFixed(2)}x`),
    fixed(row.tbtMs, (v) => Math.round(v).toString()),
    fixed(row.cls, (v) => v.toFixed(3)),
    fixed(row.totalBytes, (v) => (v / 1000).toFixed(1)),
    floorLcpMs ? goals(row, ratio) : "",
  ];
}

export function printTable(title: string, rows: string[][]): void {
  const table = [COLUMNS, ...rows];
  const widths = COLUMNS.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  console.log(`\n${title}`);
  for (const row of table) {
    const padded = row.map((text, column) => (column === 0 || column === COLUMNS.length - 1 ? text.padEnd(widths[column]!) : text.padStart(widths[column]!)));
    console.log(padded.join("  ").trimEnd());
  }
}

export const GOALS_LINE =
  `Goals on every route: LCP at most ${TARGETS.lcpToFloor}x the floor's (same run), Performance ${TARGETS.score}, ` +
  `CLS ${TARGETS.cls}, TBT under ${TARGETS.tbtMs} ms. The floor is tests/fixtures/floor/index.html: plain HTML, ` +
  "one small stylesheet, no font, no JavaScript, served by the same server as the site.";
