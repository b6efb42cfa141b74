import { describe, expect, it } from "vitest";
import { forgetLanternGraphs, lanternLcp, lanternLine } from "../../scripts/lib/lighthouse-lantern.ts";

// The simulator's node timings cut down to what lighthouse-lantern.ts reads, shaped as Lighthouse 12
// keeps them: graph nodes with trace times in µs, simulated times in ms.
const T0 = 9_000_000;
const documentRequest = { type: "network", id: "1", startTime: T0, endTime: T0 + 10_000 };
const cpu = (id: string, atMs: number, observedMs: number, events: string[]) => ({
  type: "cpu",
  id,
  startTime: T0 + atMs * 1000,
  endTime: T0 + (atMs + observedMs) * 1000,
  childEvents: [...events.map((name) => ({ name, dur: 2000 })), { name: "Layout", dur: 500 }],
});
const firstParse = cpu("2", 90, 11, ["ParseHTML", "EvaluateScript"]);
const firstLayout = cpu("3", 100, 14, ["UpdateLayoutTree", "Layout"]);
const restOfPage = cpu("4", 120, 114, ["ParseHTML", "UpdateLayoutTree", "Layout", "EventDispatch"]);

function timings() {
  const optimistic = new Map<object, { startTime: number; endTime: number }>([
    [documentRequest, { startTime: 0, endTime: 780 }],
    [firstParse, { startTime: 780, endTime: 824 }],
    [firstLayout, { startTime: 824, endTime: 852 }],
  ]);
  const pessimistic = new Map([...optimistic, [restOfPage, { startTime: 852, endTime: 1080 }]]);
  return new Map([
    ["optimisticFirstContentfulPaint", new Map()],
    ["optimisticLargestContentfulPaint", optimistic],
    ["pessimisticLargestContentfulPaint", pessimistic],
  ]) as unknown as Parameters<typeof lanternLcp>[0];
}

describe("what Lantern's two LCP graphs held", () => {
  it("gives each graph's end, the network's, and the tasks the pessimistic graph adds", () => {
    expect(lanternLcp(timings())).toEqual({
      optimisticMs: 852,
      pessimisticMs: 1080,
      networkMs: 780,
      optimistic: [
        { endMs: 824, simulatedMs: 44, observedMs: 11, observedAtMs: 90, work: ["parse", "script"] },
        { endMs: 852, simulatedMs: 28, observedMs: 14, observedAtMs: 100, work: ["style", "layout"] },
      ],
      pessimisticOnly: [{ endMs: 1080, simulatedMs: 228, observedMs: 114, observedAtMs: 120, work: ["parse", "style", "layout", "event"] }],
    });
  });

  it("says it in one line", () => {
    expect(lanternLine(lanternLcp(timings())!)).toBe(
      "optimistic 852 ms, pessimistic 1080 ms: network done at 780 ms; " +
        "both: parse,script 44 ms (11 observed at 90 ms), style,layout 28 ms (14 observed at 100 ms); " +
        "pessimistic only: parse,style,layout,event 228 ms (114 observed at 120 ms)",
    );
  });

  it("has nothing to say when the performance category did not run, nor after the graphs are forgotten", () => {
    const kept = timings();
    expect(lanternLcp(new Map() as typeof kept)).toBeUndefined();
    forgetLanternGraphs(kept);
    expect(lanternLcp(kept)).toBeUndefined();
  });
});
