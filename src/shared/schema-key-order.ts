import type { KeyOrder } from "./cms-formats.ts";

interface SchemaDef {
  type: string;
  shape?: Record<string, { _zod: { def: SchemaDef } }>;
  element?: { _zod: { def: SchemaDef } };
  innerType?: { _zod: { def: SchemaDef } };
  in?: { _zod: { def: SchemaDef } };
  out?: { _zod: { def: SchemaDef } };
}

/**
 * The key order a zod object schema declares, nested: lists take their items' order. Optional,
 * defaulted and preprocessed fields are looked through. Read from the schema's definition, so that
 * it needs no schema library of its own.
 */
export function keyOrderOf(schema: { _zod: { def: SchemaDef } }): KeyOrder | undefined {
  let def = schema._zod.def;
  for (;;) {
    const next = def.innerType ?? (def.type === "pipe" ? (def.out?._zod.def.type === "transform" ? def.in : def.out) : undefined) ?? (def.type === "array" ? def.element : undefined);
    if (!next) break;
    def = next._zod.def;
  }
  if (!def.shape) return undefined;
  return Object.entries(def.shape).map(([name, field]) => [name, keyOrderOf(field)] as const);
}
