import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseFrontMatter } from "../src/content/front-matter.ts";
import { readYamlFile } from "../src/content/yaml-file.ts";

// `title: {{productName}}` unquoted is a YAML mapping whose key is a mapping. The build refuses it
// with its own message (file, line, field, "write it in quotes"); the yaml package would also print
// a warning of its own to the terminal ("Keys with collection values will be stringified…"), which
// names no file and tells the editor nothing more.
const values = new Map([["productName", "Radar Exemple"]]);
const schema = z.strictObject({ title: z.string() });

/** The process warnings emitted while `run` runs, and in the ticks after it (they are delivered on the next one). */
async function warningsDuring(run: () => void): Promise<string[]> {
  const warnings: string[] = [];
  const listen = (warning: Error) => warnings.push(warning.message);
  process.on("warning", listen);
  try {
    expect(run).toThrow(/title/);
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    process.off("warning", listen);
  }
  return warnings;
}

describe("a {{name}} written without quotes at the start of a value", () => {
  it("in a Markdown file's front matter, is refused by the build's message alone, with no warning from the YAML parser", async () => {
    const options = { schema, values };
    expect(await warningsDuring(() => parseFrontMatter("x.md", "---\ntitle: {{productName}}\n---\nTexte\n", options))).toEqual([]);
  });

  it("in a YAML content file, is refused by the build's message alone, with no warning from the YAML parser", async () => {
    expect(await warningsDuring(() => readYamlFile("content/x.yaml", "title: {{productName}}\n", schema, values))).toEqual([]);
  });
});

describe("a YAML content file's value that starts with an unquoted {{name}}", () => {
  it("followed by words, which is not valid YAML, is refused at its line with how to write it", () => {
    expect(() => readYamlFile("content/home/hero.yaml", "kicker: Veille\ntitle: {{productName}} pour le BTP\n", z.strictObject({ kicker: z.string(), title: z.string() }), values)).toThrow(
      'content/home/hero.yaml:2: le YAML n\'est pas valide ici : du texte suit une valeur déjà complète ; écrivez toute la valeur entre guillemets (une valeur qui commence par {{…}} s\'écrit entre guillemets : title: "{{productName}} pour le BTP")',
    );
  });

  it("alone, which YAML reads as a mapping, is refused at its field with how to write it", () => {
    expect(() => readYamlFile("content/home/hero.yaml", "title: {{productName}}\n", schema, values)).toThrow(
      'content/home/hero.yaml:1: le champ « title » doit être un texte, et non un groupe de champs (une valeur qui commence par {{…}} s\'écrit entre guillemets : title: "{{productName}}")',
    );
  });
});
