import { describe, expect, it } from "vitest";
import { selectPublished } from "../src/content/select-published.ts";
import type { CollectionEntry } from "../src/site-definition.ts";


const entry = (slug: string, fields: { date?: string; draft?: boolean; until?: string } = {}): CollectionEntry => ({
  slug,
  date: fields.date ?? "2026-01-10",
  draft: fields.draft ?? false,
  ...(fields.until ? { until: fields.until } : {}),
});
const TODAY = "2026-06-15";

describe("the entries a build shows", () => {
  it("shows an entry up to and on its last day, and none after it, previews included", () => {
    const entries = [entry("running", { until: TODAY }), entry("over", { until: "2026-06-14" }), entry("plain")];
    for (const drafts of [false, true]) {
      const { shown, ended } = selectPublished(entries, { drafts, today: TODAY });
      expect(shown.map(({ slug }) => slug)).toEqual(["running", "plain"]);
      expect(ended.map(({ slug }) => slug)).toEqual(["over"]);
    }
  });

  it("holds back drafts and scheduled entries, which a preview shows marked", () => {
    const entries = [entry("draft", { draft: true }), entry("later", { date: "2026-07-01" })];
    expect(selectPublished(entries, { drafts: false, today: TODAY }).shown).toEqual([]);
    expect(selectPublished(entries, { drafts: true, today: TODAY }).shown.map(({ unpublished }) => unpublished)).toEqual(["draft", "scheduled"]);
  });
});
