import { describe, expect, it } from "vitest";
import { didYouMean } from "../src/did-you-mean.ts";

const ARTICLE_FIELDS = ["title", "description", "date", "category", "author", "featured", "cover", "coverAlt", "slug", "draft"];

describe("didYouMean", () => {
  it.each([
    ["subtitel", "title"],
    ["tilte", "title"],
    ["categorie", "category"],
    ["coveralt", "coverAlt"],
    ["auteur", "author"],
  ])("suggests the field a typo %s was meant to be", (typo, field) => {
    expect(didYouMean(typo, ARTICLE_FIELDS)).toBe(field);
  });

  it.each(["brouillon", "tags", "x"])("suggests nothing for %s, which is no near miss", (name) => {
    expect(didYouMean(name, ARTICLE_FIELDS)).toBeUndefined();
  });
});
