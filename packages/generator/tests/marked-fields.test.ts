import { describe, expect, it } from "vitest";
import { z } from "zod";
import { objectFields } from "../src/cms/schema-fields.ts";
import { markedValues } from "../src/content/marked-fields.ts";

// A page's sections, two of whose kinds hold Markdown or an image: the front matter says so of
// each field, wherever it is.
const TEXT = z.strictObject({ type: z.literal("text"), body: z.string().meta({ title: "Texte", format: "markdown" }) });
const MEDIA = z.strictObject({
  type: z.literal("media"),
  image: z.string().meta({ title: "Image", format: "image" }).optional(),
  caption: z.string(),
});
const PAGE = z.strictObject({ title: z.string(), sections: z.array(z.discriminatedUnion("type", [TEXT, MEDIA])) });

describe("a field marked Markdown or image", () => {
  it("is edited with Decap's Markdown widget, raw, or its image widget", () => {
    const [, sections] = objectFields(PAGE, "content/pages/x.md");
    const fieldsOf = (kind: string) => (sections!.types as { name: string; fields: unknown[] }[]).find((type) => type.name === kind)!.fields;
    expect(fieldsOf("text")).toEqual([{ name: "body", label: "Texte", widget: "markdown", modes: ["raw"] }]);
    expect(fieldsOf("media")[0]).toEqual({ name: "image", label: "Image", widget: "image", choose_url: false, required: false });
  });

  it("gives the entry's values it holds, by their place, in each kind's own fields", () => {
    const data = PAGE.parse({
      title: "## pas du Markdown",
      sections: [
        { type: "media", caption: "Sans image" },
        { type: "text", body: "**Gras**" },
        { type: "media", image: "images/stand.jpg", caption: "Le stand" },
      ],
    });
    expect(markedValues(PAGE, data)).toEqual([
      { path: ["sections", 1, "body"], format: "markdown", value: "**Gras**" },
      { path: ["sections", 2, "image"], format: "image", value: "images/stand.jpg" },
    ]);
  });
});
