import type { z } from "zod";

/**
 * What a text field of a schema may hold beyond words, said by its `.meta({ format })`: Markdown,
 * rendered as an entry's body is, an image of the collection's folder, made responsive as an
 * `imageFields` one is, or a site path, which the build checks leads to a page (field-links.ts).
 * The CMS gives the first two their widget (cms/schema-fields.ts).
 */
type MarkedFormat = "markdown" | "image" | "site-path";
const FORMATS: readonly string[] = ["markdown", "image", "site-path"] satisfies MarkedFormat[];

/** A value of an entry held by a marked field: where it is (`["sections", 2, "body"]`), and what it holds. */
export interface MarkedValue {
  path: (string | number)[];
  format: MarkedFormat;
  value: string;
}

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; shape?: Record<string, z.ZodType>; element?: z.ZodType; options?: z.ZodType[]; discriminator?: string; values?: unknown[] };

const defOf = (schema: z.ZodType) => schema._zod.def as Def;

/**
 * The values of `data` (an entry's front matter, as its schema returned it) that marked fields
 * hold, found wherever they are: in groups, lists, and the kinds of a list told apart by a field
 * (a page's sections), each kind its own fields.
 */
export function markedValues(schema: z.ZodType, data: unknown, path: (string | number)[] = []): MarkedValue[] {
  let format: MarkedFormat | undefined;
  let current = schema;
  // Through optional, default and pipe wrappers (a transformed value: the checked value is its output).
  for (;;) {
    const meta = current.meta() as { format?: string } | undefined;
    if (!format && meta?.format !== undefined && FORMATS.includes(meta.format)) format = meta.format as MarkedFormat;
    const def = defOf(current);
    const next = def.innerType ?? (def.type === "pipe" ? (defOf(def.out!).type === "transform" ? def.in : def.out) : undefined);
    if (!next) break;
    current = next;
  }
  if (format && typeof data === "string") return [{ path, format, value: data }];
  const def = defOf(current);
  if (def.type === "object" && isGroup(data)) return Object.entries(def.shape!).flatMap(([key, field]) => markedValues(field, data[key], [...path, key]));
  if (def.type === "array" && Array.isArray(data)) return data.flatMap((item, index) => markedValues(def.element!, item, [...path, index]));
  if (def.type === "union" && def.discriminator && isGroup(data)) {
    const kind = def.options!.find((option) => literalOf(option, def.discriminator!) === data[def.discriminator!]);
    return kind ? markedValues(kind, data, path) : [];
  }
  return [];
}

/** The one value a kind of a union sets its discriminator to. */
function literalOf(option: z.ZodType, key: string): unknown {
  const field = defOf(option).shape?.[key];
  return field ? defOf(field).values?.[0] : undefined;
}

const isGroup = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
