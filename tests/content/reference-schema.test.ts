// A customer reference's front matter as the build reads it (content/references/<name>.md): the
// mistakes a marketer may make, each refused in French, naming the file, the line and the field.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { z } from "zod";
import { parseFrontMatter } from "../../packages/generator/src/content/front-matter.ts";
import { CONTENT_COLLECTIONS } from "../../src/content-registry/collections.ts";
import { PRODUCTS, SECTORS } from "../../src/content-registry/schemas/reference.ts";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";

const { folder, schema } = CONTENT_COLLECTIONS.references;
const FILE = `${folder}/${readdirSync(path.join(PROJECT_ROOT, folder)).find((name) => name.endsWith(".md"))}`;
const [, frontMatter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(path.join(PROJECT_ROOT, FILE), "utf8"))!;

/** The shipped reference with `edit` made to its fields, read as the build reads it. */
function read(edit: (fields: Record<string, unknown>) => void) {
  const fields = parse(frontMatter!) as Record<string, unknown>;
  edit(fields);
  return () => parseFrontMatter(FILE, `---\n${stringify(fields)}---\n${body}`, { schema: schema(z), values: new Map() });
}

/** The line `field:` is on in the file the edit made (the front matter starts on line 2). */
const lineOf = (edit: (fields: Record<string, unknown>) => void, field: string) => {
  const fields = parse(frontMatter!) as Record<string, unknown>;
  edit(fields);
  return stringify(fields).split("\n").findIndex((line) => line.startsWith(`${field}:`)) + 2;
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const figure = { value: "+10 %", label: "de chiffre d'affaires" };

describe("a customer reference", () => {
  it("as shipped, is read", () => {
    expect(read(() => {})().data).toMatchObject({ sector: expect.any(String) });
  });

  // Each mistake, the field whose line the message names (a missing one: the file's first, the
  // group that lacks it; an item of a list: its own line, after its field's), and the message.
  const cases: [string, (fields: Record<string, unknown>) => void, string | undefined, string][] = [
    ["a trade not in the list", (fields) => (fields.sector = "plomberie"), "sector", `le champ « sector » doit être l'un des métiers : ${Object.keys(SECTORS).join(", ")}, et non « plomberie »`],
    ["a single figure", (fields) => (fields.figures = [figure]), "figures", "le champ « figures » doit contenir de 2 à 4 chiffres (il y en a 1)"],
    ["five figures", (fields) => (fields.figures = Array.from({ length: 5 }, () => figure)), undefined, "le champ « figures » doit contenir de 2 à 4 chiffres (il y en a 5)"],
    ["no company", (fields) => delete fields.company, "company", "le champ « company » manque"],
    ["a misspelt field", (fields) => ((fields.compagny = fields.company), delete fields.company), "compagny", "le champ « compagny » n'est pas attendu ici : vouliez-vous dire « company » ?"],
    ["a product the site does not sell", (fields) => (fields.products = ["chantiers-express"]), undefined, `le champ « products[0] » doit être l'une des solutions : ${PRODUCTS.join(", ")}, et non « chantiers-express »`],
    ["no logo", (fields) => delete fields.logo, "logo", "le champ « logo » manque"],
  ];

  it.each(cases)("with %s, is refused in French at its line", (_, edit, field, message) => {
    const missing = message.endsWith("manque");
    const line = field === undefined ? "\\d+" : String(missing ? 2 : lineOf(edit, field));
    expect(read(edit)).toThrow(new RegExp(`^${escaped(FILE)}:${line}: ${escaped(message)}`));
  });
});
