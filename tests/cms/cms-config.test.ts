import { describe, expect, it } from "vitest";
import { z } from "zod";
import { COMPANY_VALUES } from "../../src/content-registry/company-file.ts";
import contentFiles from "../../src/content-registry/registry.ts";
import site from "../../src/server-entry.ts";
import { cmsFileEntries } from "../../packages/generator/shared/cms-sources.ts";
import { siteCmsConfig } from "../../packages/generator/src/cms/site-cms-config.ts";
import { CmsSchemaError, objectFields, type CmsField } from "../../packages/generator/src/cms/schema-fields.ts";
import { BLOG_CATEGORIES } from "../../src/models/blog/blog-texts.ts";
import { BLOG_PAGES_FILE } from "../../src/content-registry/categories-file.ts";
import { CHOICE_WIDGET } from "../../packages/generator/shared/cms-choice.ts";
import { SECTORS } from "../../src/content-registry/schemas/reference.ts";

type Collection = { name: string; files?: { file: string; fields: CmsField[] }[]; folder?: string; fields?: CmsField[] };

/** Every key path a schema declares ("items[].title"), looking through optional/default/pipe wrappers. */
function schemaPaths(schema: z.ZodType, prefix = ""): string[] {
  type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType };
  let def = schema._zod.def as Def;
  while (def.innerType || def.type === "pipe") {
    const pipeSide = (def.out?._zod.def as Def | undefined)?.type === "transform" ? def.in : def.out;
    def = (def.innerType ?? pipeSide!)._zod.def as Def;
  }
  if (def.type === "array") return schemaPaths(def.element!, `${prefix}[]`);
  if (def.type === "union") return (def as { options?: z.ZodType[] }).options!.flatMap((option) => schemaPaths(option, prefix));
  if (!def.shape) return [];
  return Object.entries(def.shape).flatMap(([key, field]) => [`${prefix}${prefix ? "." : ""}${key}`, ...schemaPaths(field, `${prefix}${prefix ? "." : ""}${key}`)]);
}

function fieldPaths(fields: readonly CmsField[], prefix = ""): string[] {
  return fields.flatMap((field) => {
    const here = `${prefix}${prefix ? "." : ""}${field.name}`;
    const below = field.fields ? fieldPaths(field.fields, `${here}[]`.replace(/\[\]$/, field.widget === "list" ? "[]" : "")) : [];
    const item = field.field ? fieldPaths(field.field.fields ?? [], `${here}[]`) : [];
    // A list of several kinds: the key naming an item's kind, and each kind's fields.
    const kinds = Array.isArray(field.types) ? [`${here}[].${String(field.typeKey)}`, ...(field.types as CmsField[]).flatMap((kind) => fieldPaths(kind.fields ?? [], `${here}[]`))] : [];
    return [here, ...below, ...item, ...kinds];
  });
}

const config = siteCmsConfig(site, contentFiles, z)! as { collections: Collection[]; publish_mode: string; backend: unknown };

describe("the CMS configuration made from the schemas", () => {
  it("given every YAML content file, when the config is made, should give every field of its schema an editor", () => {
    const files = config.collections.find((collection) => collection.files)!.files!;
    const entries = cmsFileEntries(contentFiles, z);
    expect(files.map((file) => file.file)).toEqual(entries.map((entry) => entry.file));
    for (const entry of entries) {
      const file = files.find((candidate) => candidate.file === entry.file)!;
      expect(fieldPaths(file.fields).sort(), entry.file).toEqual(schemaPaths(entry.schema).sort());
    }
  });

  it("given the team's values in content/site/company.yaml, when the config is made, should give each an editor with its French label", () => {
    const files = config.collections.find((collection) => collection.files)!.files!;
    const company = files.find((file) => file.file === COMPANY_VALUES)! as { file: string; label: string; fields: CmsField[] };
    expect(company.label).toBe("Société, contact et prestataires");
    const paths = fieldPaths(company.fields);
    for (const path of ["contactEmail", "socialUrl", "company.name", "company.registrationNumber", "company.vatNumber", "company.shareCapitalEuros", "host.name", "providers.payment", "providers.scheduling", "partners.metropolis"]) {
      expect(paths).toContain(path);
    }
    const field = (path: string) => path.split(".").reduce<CmsField | undefined>((found, name) => (found?.fields ?? company.fields).find((candidate) => candidate.name === name), undefined)!;
    expect(field("contactEmail")).toMatchObject({ widget: "string", label: "Adresse e-mail de contact" });
    expect(field("company.shareCapitalEuros")).toMatchObject({ widget: "number", value_type: "int" });
    expect(field("company")).toMatchObject({ widget: "object", label: "Éditeur du site (mentions légales)" });
  });

  it("given the articles, legal pages and composed pages, when the config is made, should edit every front matter field, and the body of those that have one", () => {
    for (const [name, collection] of Object.entries(site.collections)) {
      const edited = config.collections.find((candidate) => candidate.name === name)!;
      expect(edited.folder).toBe(collection.folder);
      const body = collection.cms?.body ? ["body"] : [];
      expect([...new Set(fieldPaths(edited.fields!))].sort()).toEqual([...new Set([...schemaPaths(collection.schema(z)), ...body])].sort());
    }
  });

  it("given a collection named as the content files' collection, when the config is made, should refuse it naming both", () => {
    const named = { ...site, collections: { [site.cms!.files.name]: site.collections.blog } } as unknown as typeof site;
    expect(() => siteCmsConfig(named, contentFiles, z)).toThrow(new CmsSchemaError(`collections.${site.cms!.files.name}: the content files' collection in the editor is named "${site.cms!.files.name}" too (cms.files.name): rename one`));
  });

  it("given the blog's schema, when the config is made, should use selects, dates, images and a Markdown body", () => {
    const blog = config.collections.find((collection) => collection.name === "blog")!.fields!;
    const widget = (name: string) => blog.find((field) => field.name === name)?.widget;
    expect(widget("cover")).toBe("image");
    expect(widget("date")).toBe("datetime");
    expect(widget("featured")).toBe("boolean");
    expect(widget("body")).toBe("markdown");
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.backend).toEqual(site.cms!.backend);
  });

  it("given an article's category, when the config is made, should offer the categories of their file by name, read by the editor, and write the key", () => {
    const blog = config.collections.find((collection) => collection.name === "blog")!.fields!;
    const category = blog.find((field) => field.name === "category")!;
    expect(category).toMatchObject({ widget: CHOICE_WIDGET, file: BLOG_PAGES_FILE, list: "categories", value_field: "key", label_field: "name" });
    // The items are read from the file when an article opens: none is written here.
    expect(category.options).toBeUndefined();
    expect(BLOG_CATEGORIES.every((item) => item.key && item.name)).toBe(true);
  });

  it("given a customer reference's trade, when the config is made, should offer the fixed list by French name in a menu, and write the key", () => {
    const references = config.collections.find((collection) => collection.name === "references")!.fields!;
    expect(references.find((field) => field.name === "sector")).toMatchObject({
      widget: "select",
      options: Object.entries(SECTORS).map(([value, label]) => ({ label, value })),
    });
    expect(references.find((field) => field.name === "logo")?.widget).toBe("image");
  });

  it("given a field of a kind no editor edits, when the config is made, should refuse it by its place", () => {
    const schema = z.strictObject({ when: z.strictObject({ at: z.bigint() }) });
    expect(() => objectFields(schema, "content/x.yaml")).toThrow(new CmsSchemaError('content/x.yaml.when.at: no CMS editor for a schema of type "bigint"'));
  });

  it("given a field without a title, when the config is made, should label it from its key", () => {
    const [field] = objectFields(z.strictObject({ ctaLabel: z.string() }), "content/x.yaml");
    expect(field!.label).toBe("Cta label");
  });
});
