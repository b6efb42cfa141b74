import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { choiceOf, measurementAllowed } from "../../src/client/privacy/choices.ts";
import { choose } from "../../src/client/privacy/choose.ts";

// The browser's parts the record uses, on this Node process: its storage, the page's document (a
// choice is announced on it), and a navigator that sends no Do Not Track.
let storage: Map<string, string>;
beforeEach(() => {
  storage = new Map();
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  });
  vi.stubGlobal("document", new EventTarget());
  vi.stubGlobal("navigator", {});
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-01-15T10:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The clock moved forward by months and days, as a visitor coming back later sees it. */
const later = (months: number, days = 0) => {
  const date = new Date("2026-01-15T10:00:00Z");
  date.setMonth(date.getMonth() + months);
  date.setDate(date.getDate() + days);
  vi.setSystemTime(date);
};

describe("the visitor's privacy choices", () => {
  describe("given an objection to the audience measurement", () => {
    beforeEach(() => choose("measurement", false));

    it.each([
      ["13 months and a day", 13, 1],
      ["two years", 24, 0],
      ["ten years", 120, 0],
    ])("keeps it %s later: nothing is sent, and the record is still there", (_, months, days) => {
      later(months, days);
      expect(choiceOf("measurement")).toBe(false);
      expect(measurementAllowed()).toBe(false);
      expect(JSON.parse(storage.get("privacy-choices")!)).toEqual({ measurement: { granted: false, on: "2026-01-15" } });
    });

    it("ends it when the visitor withdraws it, at once", () => {
      later(20);
      choose("measurement", true);
      expect(measurementAllowed()).toBe(true);
    });
  });

  describe("given a consent to the booking widget", () => {
    beforeEach(() => choose("scheduling", true));

    it("keeps it up to 13 months", () => {
      later(13, -1);
      expect(choiceOf("scheduling")).toBe(true);
    });

    it("forgets it past 13 months, deleting it from the record but the objection beside it", () => {
      choose("measurement", false);
      later(13, 1);
      expect(choiceOf("scheduling")).toBeUndefined();
      expect(JSON.parse(storage.get("privacy-choices")!)).toEqual({ measurement: { granted: false, on: "2026-01-15" } });
    });
  });
});
