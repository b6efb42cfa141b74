import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DUPLICABLE_LIST_WIDGET } from "../shared/cms-duplicable-list.ts";
import { CmsSchemaError, objectFields } from "../src/cms/schema-fields.ts";
import { describeIssue } from "../src/content/describe-issue.ts";

// A page made of sections of several kinds: its list's schema is a union told apart by "type".
const QUOTE = z.strictObject({ type: z.literal("quote"), text: z.string().meta({ title: "Citation" }), author: z.string() }).meta({ title: "Citation d'un client" });
const TEXT = z.strictObject({ type: z.literal("text"), body: z.string().meta({ multiline: true }) }).meta({ title: "Texte", description: "Du Markdown" });

describe("a list whose items are of several kinds", () => {
  it("edits each kind with its own fields, named by its discriminator and labelled by its title, in the list whose items the editor copies", () => {
    const [sections] = objectFields(z.strictObject({ sections: z.array(z.discriminatedUnion("type", [QUOTE, TEXT])).min(1) }), "content/pages/x.md");
    expect(sections).toMatchObject({ name: "sections", widget: DUPLICABLE_LIST_WIDGET, min: 1, typeKey: "type" });
    expect(sections!.types).toEqual([
      {
        name: "quote",
        label: "Citation d'un client",
        widget: "object",
        fields: [
          { name: "text", label: "Citation", widget: "string" },
          { name: "author", label: "Author", widget: "string" },
        ],
      },
      { name: "text", label: "Texte", hint: "Du Markdown", widget: "object", fields: [{ name: "body", label: "Body", widget: "text" }] },
    ]);
    expect(sections!.fields).toBeUndefined();
  });

  it("refuses a kind with no field but its discriminator, which Decap's configuration refuses whole", () => {
    const bare = z.strictObject({ type: z.literal("booking") });
    expect(() => objectFields(z.strictObject({ sections: z.array(z.discriminatedUnion("type", [bare, TEXT])) }), "content/pages/x.md")).toThrow(
      new CmsSchemaError('content/pages/x.md.sections[](booking): a kind of the list needs a field besides "type", which the editor can show (an optional one will do)'),
    );
  });

  it("refuses a kind whose discriminator is not one text, by its place", () => {
    const loose = z.strictObject({ type: z.enum(["a", "b"]), text: z.string() });
    expect(() => objectFields(z.strictObject({ sections: z.array(z.discriminatedUnion("type", [loose, TEXT])) }), "content/pages/x.md")).toThrow(
      new CmsSchemaError('content/pages/x.md.sections[]: each kind of the list must set "type" to one text'),
    );
  });
});

describe("the message for an item of a list of several kinds", () => {
  const schema = z.strictObject({ sections: z.array(z.discriminatedUnion("type", [QUOTE, TEXT])) });
  const messageOf = (data: unknown) => {
    const issue = schema.safeParse(data).error!.issues.at(-1)!;
    return describeIssue(issue, data, schema);
  };

  it("names the kinds a section may be, and the nearest one to a misspelt kind", () => {
    expect(messageOf({ sections: [{ type: "quot", text: "a" }] })).toEqual({
      path: ["sections", 0, "type"],
      message: "le champ « sections[0].type » doit valoir « quote » ou « text », et non « quot » : vouliez-vous dire « quote » ?",
    });
  });

  it("says a section's kind is missing", () => {
    expect(messageOf({ sections: [{ text: "a" }] }).message).toBe("le champ « sections[0].type » manque");
  });

  it("lists the fields of the section's own kind for a field it does not have", () => {
    expect(messageOf({ sections: [{ type: "quote", text: "a", author: "b", athor: "c" }] }).message).toBe(
      "le champ « sections[0].athor » n'est pas attendu ici : vouliez-vous dire « author » ? (champs attendus : type, text, author)",
    );
  });
});
