import { describe, expect, it } from "vitest";
import { median } from "../../scripts/lib/bench-rounds.ts";
import { memoryGoal, ratioGoal } from "../../scripts/lib/bench-table.ts";

describe("the bench's medians", () => {
  it("take the middle sample of an odd count, whatever the order, and the mean of the two middle ones of an even count", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe("the bench's goal lines", () => {
  it("given a ratio at its bound, say it is met; given one above, that it is not", () => {
    expect(ratioGoal("site ÷ Astro 5", 0.3, 0.3)).toBe("    site ÷ Astro 5: 0.30x (goal ≤ 0.3x: met)");
    expect(ratioGoal("site ÷ Astro 5", 0.31, 0.3)).toContain("NOT met");
  });

  it("given a peak at its bound, say it is not met: the bound is strict", () => {
    expect(memoryGoal("peak", 299, 300)).toBe("    peak: 299 MiB (goal < 300 MiB: met)");
    expect(memoryGoal("peak", 300, 300)).toContain("NOT met");
  });
});
