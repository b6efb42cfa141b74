// The lines `npm run bench` prints: a row a build, and a line a goal with whether it is met.
import type { Sample } from "./run-measured.ts";

const LABEL_WIDTH = 52;

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export const header = () => `  ${"".padEnd(LABEL_WIDTH)} ${"time".padStart(8)} ${"peak mem".padStart(9)}`;

export const row = (label: string, sample: Sample, reference?: Sample) =>
  `  ${label.padEnd(LABEL_WIDTH)} ${seconds(sample.ms).padStart(8)} ${`${sample.mib.toFixed(0)} MiB`.padStart(9)}` +
  (reference ? `   ${(sample.ms / reference.ms).toFixed(2)}x the time` : "");

const verdict = (met: boolean) => (met ? "met" : "NOT met");

/** A ratio of times against the most it may be, e.g. `ratioGoal("site ÷ Astro 5", 0.27, 0.3)`. */
export const ratioGoal = (what: string, ratio: number, atMost: number) =>
  `    ${what}: ${ratio.toFixed(2)}x (goal ≤ ${atMost}x: ${verdict(ratio <= atMost)})`;

/** A peak memory against the bound it must stay under. */
export const memoryGoal = (what: string, mib: number, below: number) =>
  `    ${what}: ${mib.toFixed(0)} MiB (goal < ${below} MiB: ${verdict(mib < below)})`;
