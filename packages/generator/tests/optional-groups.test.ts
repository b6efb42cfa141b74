import { describe, expect, it } from "vitest";
import { z } from "zod";
import { objectFields } from "../src/cms/schema-fields.ts";

// A hero's optional button: a group whose fields are each required once the group is there.
const BUTTON = z.strictObject({ label: z.string().meta({ title: "Texte du lien" }), path: z.string().meta({ title: "Adresse" }) }).optional();

describe("an optional group in the editor", () => {
  it("requires none of its fields, which Decap would check even when the group is left empty", () => {
    const [, cta] = objectFields(z.strictObject({ title: z.string(), cta: BUTTON }), "content/pages/x.md");
    expect(cta).toMatchObject({ name: "cta", widget: "object", required: false });
    expect(cta!.fields!.map((field) => field.required)).toEqual([false, false]);
  });

  it("keeps the fields of a required group required", () => {
    const [cta] = objectFields(z.strictObject({ cta: BUTTON.unwrap() }), "content/pages/x.md");
    expect(cta!.required).toBeUndefined();
    expect(cta!.fields!.map((field) => field.required)).toEqual([undefined, undefined]);
  });
});
