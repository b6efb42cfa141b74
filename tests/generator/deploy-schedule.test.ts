import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { SITE } from "../../src/site.ts";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";

// An article dated D goes out with the first build of D (packages/generator/src/content/
// select-published.ts): the sample workflow's nightly run is what builds it without a push. Its
// cron is UTC, the site's day is SITE.timeZone's, whose offset changes with summer time.

interface Step {
  uses?: string;
  if?: string;
}
interface Workflow {
  on: { schedule?: { cron: string }[] };
  jobs: Record<string, { if?: string; needs?: string | string[]; steps?: Step[] }>;
}

const WORKFLOW = parse(readFileSync(path.join(PROJECT_ROOT, "deploy/github-actions.yml"), "utf8")) as Workflow;
/** Published before the readers' morning, with the test job's 45 minutes still to run first. */
const LATEST_START_AFTER_MIDNIGHT_MIN = 120;

/** The UTC hour and minute of a daily cron, "M H * * *", the one form this schedule needs. */
function dailyTime(cron: string): { hour: number; minute: number } {
  const match = /^(\d{1,2}) (\d{1,2}) \* \* \*$/.exec(cron.trim());
  expect(match, `"${cron}" is not a daily cron "M H * * *"`).not.toBeNull();
  return { minute: Number(match![1]), hour: Number(match![2]) };
}

/** YYYY-MM-DD and minutes since midnight, where the site is, at `instant`. */
function localTime(instant: Date): { day: string; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", { timeZone: SITE.timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(instant)
      .map(({ type, value }) => [type, value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** Minutes after the site's midnight at which the first scheduled run of local day `day` starts. */
function firstRunOf(day: string, crons: readonly string[]): number | undefined {
  const starts = [-1, 0].flatMap((offset) =>
    crons.map((cron) => {
      const { hour, minute } = dailyTime(cron);
      const utc = new Date(`${day}T00:00:00Z`);
      return new Date(Date.UTC(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate() + offset, hour, minute));
    }),
  );
  const sameDay = starts.map(localTime).filter((time) => time.day === day);
  return sameDay.length ? Math.min(...sameDay.map((time) => time.minutes)) : undefined;
}

/**
 * Whether a job's or step's `if:` lets a run started by `event` through. Reads the only terms the
 * workflow uses (`github.event_name == / != '…'`, joined by && and ||) and refuses any other.
 */
function runsOn(condition: string | undefined, event: string): boolean {
  if (condition === undefined) return true;
  return condition.split("||").some((all) =>
    all.split("&&").every((term) => {
      const match = /^\s*github\.event_name\s*(==|!=)\s*'(\w+)'\s*$/.exec(term);
      if (!match) throw new Error(`this test cannot read the condition "${term.trim()}"`);
      return (match[2] === event) === (match[1] === "==");
    }),
  );
}

describe("deploy/github-actions.yml's nightly run", () => {
  const crons = (WORKFLOW.on.schedule ?? []).map(({ cron }) => cron);
  const year = new Date().getUTCFullYear();

  // January and July: winter and summer time wherever the site's zone has them.
  it.each([`${year}-01-15`, `${year}-07-15`])(`starts on %s within ${LATEST_START_AFTER_MIDNIGHT_MIN} minutes after midnight in ${SITE.timeZone}`, (day) => {
    expect(crons.length).toBeGreaterThan(0);
    const first = firstRunOf(day, crons);
    expect(first, `no run on ${day} in ${SITE.timeZone}`).toBeDefined();
    expect(first).toBeLessThanOrEqual(LATEST_START_AFTER_MIDNIGHT_MIN);
  });

  it("tests, builds, uploads and deploys like a push to main, and a pull request still publishes nothing", () => {
    const { test, build, deploy } = WORKFLOW.jobs;
    const upload = build?.steps?.find((step) => step.uses?.startsWith("actions/upload-pages-artifact@"));
    const publishing = [test?.if, build?.if, upload?.if, deploy?.if];
    expect(upload).toBeDefined();
    for (const event of ["push", "schedule"]) expect(publishing.map((condition) => runsOn(condition, event)), event).toEqual([true, true, true, true]);
    expect(runsOn(upload?.if, "pull_request")).toBe(false);
    expect(runsOn(deploy?.if, "pull_request")).toBe(false);
  });
});
