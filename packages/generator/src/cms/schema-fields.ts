import { z } from "zod";
import { CHOICE_WIDGET, type ChoiceSource } from "../../shared/cms-choice.ts";
import { DUPLICABLE_LIST_WIDGET } from "../../shared/cms-duplicable-list.ts";
import { humanise } from "../../shared/cms-sources.ts";

/** A field of Decap CMS's configuration (Sveltia CMS accepts the same field keys: docs/cms.md). */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  default?: unknown;
  fields?: CmsField[];
  field?: CmsField;
  options?: (string | { label: string; value: string })[];
  min?: number;
  max?: number;
  value_type?: "int";
  [setting: string]: unknown;
}

/**
 * What a schema may say of itself for the CMS, with `.meta()`: `title` is the field's label,
 * `description` the hint under it, `multiline` asks for a text area, `format: "date"` for a date,
 * `format: "markdown"` for Markdown and `format: "image"` for an image of the collection's folder
 * (the build renders and publishes those: content/marked-fields.ts), `format: "site-path"` for an
 * address the build checks leads to a page (a plain text to the CMS), `choices` for a menu of
 * another file's items (shared/cms-choice.ts), `labels` for the words a menu of fixed values
 * (an enum) shows for each value it writes.
 */
export interface FieldMeta {
  title?: string;
  description?: string;
  multiline?: boolean;
  format?: "date" | "markdown" | "image" | "site-path";
  choices?: ChoiceSource;
  labels?: Readonly<Record<string, string>>;
}

/** Thrown for a schema field the CMS could not edit: the config must cover every one. */
export class CmsSchemaError extends Error {
  override name = "CmsSchemaError";
}

interface Unwrapped {
  schema: z.ZodType;
  meta: FieldMeta;
  required: boolean;
  default?: unknown;
}

/**
 * Looks through optional, default and pipe (a preprocessed or transformed value) wrappers, gathering their
 * metadata: a `.meta()` written on the outer schema wins over the inner one's.
 */
function unwrap(schema: z.ZodType): Unwrapped {
  const found: Unwrapped = { schema, meta: {}, required: true };
  let current = schema;
  for (;;) {
    found.meta = { ...(z.globalRegistry.get(current) as FieldMeta | undefined), ...found.meta };
    const def = current._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; defaultValue?: unknown };
    if (def.type === "optional") found.required = false;
    if (def.type === "default") {
      found.required = false;
      found.default = def.defaultValue;
    }
    const next = def.innerType ?? (def.type === "pipe" ? pipeSide(def as { in: z.ZodType; out: z.ZodType }) : undefined);
    if (!next) break;
    current = next;
  }
  found.schema = current;
  return found;
}

/** What a pipe edits: its output's schema, or its input's where the output is a transform (a value the file does not hold). */
function pipeSide(pipe: { in: z.ZodType; out: z.ZodType }): z.ZodType {
  return (pipe.out._zod.def as { type: string }).type === "transform" ? pipe.in : pipe.out;
}

/** The checks of a schema by kind: `length_equals`, `min_length`… */
function checksOf(schema: z.ZodType): Record<string, Record<string, unknown>> {
  const checks = ((schema._zod.def as { checks?: { _zod: { def: Record<string, unknown> } }[] }).checks ?? []).map((check) => check._zod.def);
  return Object.fromEntries(checks.map((check) => [String(check.check), check]));
}

/** The fields of an object schema, in its order: each one's widget, label, hint and settings. */
export function objectFields(schema: z.ZodType, where: string): CmsField[] {
  const { schema: inner } = unwrap(schema);
  const shape = (inner._zod.def as { shape?: Record<string, z.ZodType> }).shape;
  if (!shape) throw new CmsSchemaError(`${where}: expected a group of fields`);
  return Object.entries(shape).map(([name, field]) => fieldOf(name, field, `${where}.${name}`));
}

/** One field, for `where` ("content/home/hero.yaml: title") in messages; labelled from its key where its schema has no title. */
function fieldOf(name: string, schema: z.ZodType, where: string): CmsField {
  const { schema: inner, meta, required, default: byDefault } = unwrap(schema);
  const field: CmsField = { name, label: meta.title ?? humanise(name), widget: "string", ...(meta.description ? { hint: meta.description } : {}) };
  if (!required) field.required = false;
  if (byDefault !== undefined) field.default = byDefault;
  const made = { ...field, ...widgetOf(inner, meta, where) };
  return required ? made : noneRequiredInside(made);
}

/**
 * Decap checks the required fields of an object even when the object is optional and left empty:
 * a page's hero without its button could not be saved. Inside an optional group, Decap requires
 * nothing; the build's check before saving (and the build) still refuse a group half filled in,
 * with their own message.
 */
function noneRequiredInside(field: CmsField): CmsField {
  if (field.widget !== "object" || !field.fields) return field;
  return { ...field, fields: field.fields.map((inner) => noneRequiredInside({ ...inner, required: false })) };
}

function widgetOf(schema: z.ZodType, meta: FieldMeta, where: string): Partial<CmsField> {
  const def = schema._zod.def as { type: string; element?: z.ZodType; entries?: Record<string, string> };
  const checks = checksOf(schema);
  switch (def.type) {
    case "string":
      if (meta.format === "date") return { widget: "datetime", format: "YYYY-MM-DD", date_format: "DD/MM/YYYY", time_format: false, picker_utc: true };
      // Raw, as an entry's body: the rich-text mode rewrites what it reads (cms-config.ts).
      if (meta.format === "markdown") return { widget: "markdown", modes: ["raw"] };
      if (meta.format === "image") return { widget: "image", choose_url: false };
      // Read by the editor from the file when the entry opens: a menu written here would keep the
      // items of the last build until the editor's page is loaded again.
      if (meta.choices) return { widget: CHOICE_WIDGET, file: meta.choices.file, list: meta.choices.list, value_field: meta.choices.value, label_field: meta.choices.label };
      return { widget: meta.multiline ? "text" : "string" };
    case "number":
      return { widget: "number", ...(checks.number_format ? { value_type: "int" as const } : {}) };
    case "boolean":
      return { widget: "boolean" };
    case "enum":
      return { widget: "select", options: Object.values(def.entries ?? {}).map((value) => (meta.labels?.[value] ? { label: meta.labels[value], value } : value)) };
    case "object":
      return { widget: "object", fields: objectFields(schema, where) };
    case "array":
      return { widget: "list", ...lengthOf(checks), ...listItem(def.element!, where) };
    default:
      throw new CmsSchemaError(`${where}: no CMS editor for a schema of type "${def.type}"`);
  }
}

/**
 * A list of groups edits each item's fields; a list of texts, one text per item; a list of groups
 * of several kinds (a union told apart by a field, the sections of a page), one kind per item,
 * chosen as the item is added: Decap's list with `types`, whose `typeKey` field it writes itself,
 * in the editor's widget that adds a copy button to each item (shared/cms-duplicable-list.ts).
 */
function listItem(element: z.ZodType, where: string): Partial<CmsField> {
  const { schema } = unwrap(element);
  const def = schema._zod.def as { type: string; discriminator?: string; options?: z.ZodType[] };
  if (def.type === "object") return { fields: objectFields(schema, `${where}[]`) };
  if (def.type === "union" && def.discriminator) return { widget: DUPLICABLE_LIST_WIDGET, typeKey: def.discriminator, types: def.options!.map((option) => kindOf(option, def.discriminator!, `${where}[]`)) };
  return { field: fieldOf("item", element, `${where}[]`) };
}

/** One kind of a typed list: named by its discriminator's value, labelled by its schema's title. */
function kindOf(option: z.ZodType, key: string, where: string): CmsField {
  const { schema, meta } = unwrap(option);
  const shape = (schema._zod.def as { shape?: Record<string, z.ZodType> }).shape;
  const values = shape?.[key] ? ((unwrap(shape[key]).schema._zod.def as { values?: unknown[] }).values ?? []) : [];
  if (values.length !== 1 || typeof values[0] !== "string") throw new CmsSchemaError(`${where}: each kind of the list must set "${key}" to one text`);
  const name = values[0];
  const fields = Object.entries(shape!)
    .filter(([field]) => field !== key)
    .map(([field, fieldSchema]) => fieldOf(field, fieldSchema, `${where}(${name}).${field}`));
  // Decap refuses its whole configuration for a kind without a field (its editor would not start).
  if (fields.length === 0) throw new CmsSchemaError(`${where}(${name}): a kind of the list needs a field besides "${key}", which the editor can show (an optional one will do)`);
  return { name, label: meta.title ?? humanise(name), widget: "object", ...(meta.description ? { hint: meta.description } : {}), fields };
}

function lengthOf(checks: Record<string, Record<string, unknown>>): Partial<CmsField> {
  const exact = checks.length_equals?.length as number | undefined;
  if (exact !== undefined) return { min: exact, max: exact };
  const min = checks.min_length?.minimum as number | undefined;
  const max = checks.max_length?.maximum as number | undefined;
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

/** The label and hint a schema gives itself: a file's or a collection's. */
export function schemaMeta(schema: z.ZodType): FieldMeta {
  return unwrap(schema).meta;
}
