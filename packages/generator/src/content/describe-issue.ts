import type { z } from "zod";
import { didYouMean } from "../did-you-mean.ts";
import type { FieldRefusal } from "../site-definition.ts";

/**
 * What a schema says of a value when it gave no words of its own (a regex without a message, a
 * minimum length…): French, and a predicate like the schemas' own messages ("doit …"). Zod's
 * English is never shown to the people who write the content.
 */
export const frenchDefaults: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "too_small":
      return `doit ${sized(issue.origin, issue.inclusive ? "au moins" : "plus de", issue.minimum)}`;
    case "too_big":
      return `doit ${sized(issue.origin, issue.inclusive ? "au plus" : "moins de", issue.maximum)}`;
    case "invalid_format":
      return issue.format === "email" ? "doit être une adresse e-mail" : issue.format === "url" ? "doit être une adresse web" : "n'est pas écrit comme attendu";
    case "invalid_value":
      return `doit valoir ${issue.values.map((value) => `« ${String(value)} »`).join(" ou ")}`;
    case "not_multiple_of":
      return `doit être un multiple de ${String(issue.divisor)}`;
    default:
      return "n'est pas une valeur acceptée ici";
  }
};

function sized(origin: string, bound: string, count: number | bigint | Date): string {
  if (origin === "string") return `faire ${bound} ${String(count)} caractère(s)`;
  if (origin === "array" || origin === "set") return `contenir ${bound} ${String(count)} élément(s)`;
  return `valoir ${bound} ${String(count)}`;
}

/**
 * A problem zod found, as whoever wrote the file reads it: the field (`items[6].answer`),
 * then what it must be, then what it is. `root` is the data checked, `schema` what checked it.
 */
export function describeIssue(issue: z.core.$ZodIssue, root: unknown, schema: z.ZodType): FieldRefusal & { meant?: readonly (readonly PropertyKey[])[] } {
  if (issue.code === "unrecognized_keys") {
    const present = Object.keys(valueAt(root, issue.path) ?? {}).filter((key) => !issue.keys.includes(key));
    const known = fieldsAt(schema, issue.path, root) ?? present;
    const meant: PropertyKey[][] = [];
    const message = issue.keys
      .map((key) => {
        const near = didYouMean(key, known);
        if (near) meant.push([...issue.path, near]);
        return `le champ « ${fieldName([...issue.path, key])} » n'est pas attendu ici${near ? ` : vouliez-vous dire « ${near} » ?` : ""}${known.length ? ` (champs attendus : ${known.join(", ")})` : ""}`;
      })
      .join(" ; ");
    // `meant`: the fields the misspellings stand for, whose absence the misspelling already says.
    return { path: [...issue.path, issue.keys[0]!], message, meant };
  }
  const subject = issue.path.length === 0 ? "le fichier" : `le champ « ${fieldName(issue.path)} »`;
  const value = valueAt(root, issue.path);
  // A rule between fields says why a field it requires is missing ("manque : …"): its words are kept.
  if (value === undefined || value === null) return { path: issue.path, message: issue.code === "custom" && /^manque\b/.test(issue.message) ? `${subject} ${issue.message}` : `${subject} manque` };
  if (typeof value === "string" && value.trim() === "") return { path: issue.path, message: `${subject} est vide` };
  if (issue.code === "invalid_type") return { path: issue.path, message: `${subject} doit être ${expectedOf(issue.expected)}, et non ${shown(value)}` };
  // An item of a list of several kinds (a page's sections) whose kind is none of them.
  const kinds = issue.code === "invalid_union" ? (issue as { options?: unknown[] }).options : undefined;
  if (kinds && kinds.length > 0) {
    const names = kinds.map(String);
    const near = typeof value === "string" ? didYouMean(value, names) : undefined;
    const listed = names.map((name) => `« ${name} »`);
    const expected = listed.length === 1 ? listed[0] : `${listed.slice(0, -1).join(", ")} ou ${listed.at(-1)}`;
    return { path: issue.path, message: `${subject} doit valoir ${expected}, et non ${shown(value)}${near ? ` : vouliez-vous dire « ${near} » ?` : ""}` };
  }
  const said = /^\p{Ll}/u.test(issue.message) ? `${subject} ${issue.message}` : `${subject} n'est pas accepté : ${issue.message}`;
  if ((issue.code === "too_big" || issue.code === "too_small") && Array.isArray(value)) {
    // Too many items: the first one too many is where the reader looks.
    const path = issue.code === "too_big" ? [...issue.path, Number(issue.maximum)] : issue.path;
    return { path, message: `${said} (il y en a ${value.length})` };
  }
  // A message that quotes the value already (a rule between fields) is not followed by it again.
  const quoted = Array.isArray(value) || typeof value === "object" || said.includes(shown(value));
  return { path: issue.path, message: quoted ? said : `${said}, et non ${shown(value)}` };
}

/** `items[6].answer`: how the field reads to someone looking at the file. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.map((key, index) => (typeof key === "number" ? `[${key}]` : `${index > 0 ? "." : ""}${String(key)}`)).join("");
}

/** A value as the message shows it: a text in French quotes, a list or a group by its kind. */
function shown(value: unknown): string {
  if (typeof value === "string") return `« ${value} »`;
  if (Array.isArray(value)) return "une liste";
  if (value !== null && typeof value === "object") return "un groupe de champs";
  return String(value);
}

function expectedOf(type: string): string {
  switch (type) {
    case "string":
      return "un texte";
    case "number":
      return "un nombre";
    case "boolean":
      return "true ou false";
    case "array":
      return "une liste";
    case "object":
      return "un groupe de champs";
    default:
      return `une valeur de type ${type}`;
  }
}

/** The value at `keys` of `root`, as the schema reads it. */
export function valueAt(root: unknown, keys: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of keys) {
    // One value written where a list of them may be (`redirectFrom: /a/`) is the list's first.
    if (key === 0 && value !== null && value !== undefined && typeof value !== "object") continue;
    value = value !== null && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  }
  return value;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  discriminator?: string;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
}

/**
 * The fields the schema expects at `path` (a group's), looking through optional, default and pipe
 * wrappers, and through a union told apart by a field to the kind `root` names there.
 */
function fieldsAt(schema: z.ZodType, path: readonly PropertyKey[], root: unknown): string[] | undefined {
  let def = kindAt(unwrapped(schema), root, []);
  for (const [index, key] of path.entries()) {
    const next = typeof key === "number" ? def.element : def.shape?.[String(key)];
    if (!next) return undefined;
    def = kindAt(unwrapped(next), root, path.slice(0, index + 1));
  }
  return def.shape ? Object.keys(def.shape) : undefined;
}

/** A union's kind that the value at `path` names by its discriminator; any other schema as it is. */
function kindAt(def: Def, root: unknown, path: readonly PropertyKey[]): Def {
  if (def.type !== "union" || !def.discriminator) return def;
  const named = (valueAt(root, path) as Record<string, unknown> | undefined)?.[def.discriminator];
  const kind = def.options?.map(unwrapped).find((option) => (option.shape?.[def.discriminator!]?._zod.def as { values?: unknown[] } | undefined)?.values?.includes(named));
  return kind ?? def;
}

function unwrapped(schema: z.ZodType): Def {
  let def = schema._zod.def as Def;
  for (;;) {
    // A preprocessed value's schema is the pipe's output; a transformed one's, its input.
    const next = def.innerType ?? (def.type === "pipe" ? ((def.out!._zod.def as Def).type === "transform" ? def.in : def.out) : undefined);
    if (!next) return def;
    def = next._zod.def as Def;
  }
}
