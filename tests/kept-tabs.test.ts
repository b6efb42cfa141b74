import { afterEach, describe, expect, it, vi } from "vitest";
import { spareTab } from "./helpers/engine/kept-tab.ts";

// The engine layer keeps a closed page's tab for the next page once it is emptied (kept-tab.ts).
describe("a closed page's tab", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("is kept for the next page once emptied", async () => {
    const spare = spareTab<{ lists?: unknown }>();
    const tab = {};
    await spare.keep(tab, async () => undefined, async () => undefined);
    expect(spare.take()).toBe(tab);
  });

  it("is closed instead, within 5 s, when emptying it does not end, rather than waiting out the driver's limit", async () => {
    vi.useFakeTimers();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const spare = spareTab<{ lists?: unknown }>();
    const discard = vi.fn(async () => undefined);
    const kept = spare.keep({}, () => new Promise<void>(() => undefined), discard);
    await vi.advanceTimersByTimeAsync(5_000);
    await kept;
    expect(discard).toHaveBeenCalledOnce();
    expect(spare.take()).toBeUndefined();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining("emptying a closed page's tab did not end within 5 s"));
  });
});
