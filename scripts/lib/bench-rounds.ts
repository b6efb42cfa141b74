import type { Sample } from "./run-measured.ts";

export function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface Contender {
  label: string;
  once: () => Promise<Sample>;
}

/**
 * Runs each contender once per round, in turn (the order alternates), and keeps the medians of
 * time and of peak memory. The warm-up round warms the disk's caches, not any build cache; a phase
 * run after others, on files they already read, can go without it.
 */
export async function sideBySide(contenders: Contender[], runs: number, { warmUp = true } = {}): Promise<Map<string, Sample>> {
  const samples = new Map(contenders.map((c) => [c.label, [] as Sample[]]));
  if (warmUp) for (const c of contenders) await c.once();
  for (let round = 0; round < runs; round++) {
    const order = round % 2 ? [...contenders].reverse() : contenders;
    for (const c of order) samples.get(c.label)!.push(await c.once());
  }
  return new Map(
    [...samples].map(([label, list]) => [label, { ms: median(list.map((s) => s.ms)), mib: median(list.map((s) => s.mib)) }]),
  );
}
