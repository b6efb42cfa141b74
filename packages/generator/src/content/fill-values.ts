import { didYouMean } from "../did-you-mean.ts";
import { ContentError } from "./content-error.ts";
import { fillSections, withUnsetNames, type TextPlace } from "./fill-sections.ts";

/**
 * The values a content file may name as `{{name}}`: the site's config values (SITE and SPEC of
 * src/site.ts), flattened. Numbers and texts, and switches (true, or false as unset) for sections;
 * a nested value is named with dots:
 * `{{anticipationMonths.min}}`. SPEC's names are written bare (`{{trialDays}}`), and so are
 * SITE's (`{{productName}}`): the two share no name, and a site whose objects did would be refused
 * here rather than filled from the wrong one.
 */
export function contentValues(values: Readonly<Record<string, unknown>>): ReadonlyMap<string, string> {
  const found = new Map<string, { value: string; from: string }>();
  const unset: string[] = [];
  const walk = (value: unknown, name: string, from: string) => {
    if (typeof value === "string" || typeof value === "number") {
      const seen = found.get(name);
      if (seen) throw new Error(`{{${name}}} would be both ${seen.from} and ${from}: rename one of them in the config`);
      found.set(name, { value: String(value), from });
    } else if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      for (const [key, child] of Object.entries(value)) walk(child, name ? `${name}.${key}` : key, `${from}.${key}`);
    } else if (value === true) {
      // A switch is for a section ({{#newsletter.doubleOptIn}}): shown when on, hidden when off.
      found.set(name, { value: "true", from });
    } else if (value === null || value === undefined || value === false) {
      unset.push(name);
    }
  };
  for (const [object, value] of Object.entries(values)) walk(value, "", object);
  return withUnsetNames(new Map([...found].map(([name, { value }]) => [name, value])), unset);
}

const FIELD = /\{\{\s*([^{}]*?)\s*\}\}/g;

/**
 * `text` with each `{{name}}` replaced by its value. An unknown name is refused, in French, naming
 * the file, the line, the field, the name and the closest known name: a misspelt `{{trialDay}}`
 * must not reach a visitor as written. Every unknown name of the text is said, a line each.
 */
export function fillValues(text: string, values: ReadonlyMap<string, string>, place: TextPlace): string {
  const unknown: string[] = [];
  const filled = fillSections(text, values, place, (shown, at) => fillFields(shown, values, at, unknown));
  if (unknown.length > 0) throw new ContentError(unknown.join("\n"));
  return filled;
}

function fillFields(text: string, values: ReadonlyMap<string, string>, place: TextPlace, unknown: string[]): string {
  return text.replace(FIELD, (whole, name: string, offset: number) => {
    const value = values.get(name);
    if (value !== undefined) return value;
    const line = place.line === undefined ? undefined : place.line + (text.slice(0, offset).match(/\n/g)?.length ?? 0);
    const near = didYouMean(name, [...values.keys()]);
    const hint = near ? ` (vouliez-vous dire {{${near}}} ?)` : "";
    const said = place.field ? `le champ « ${place.field} » nomme ${whole}, qui n'est pas une valeur connue${hint}` : `${whole} n'est pas une valeur connue${hint}`;
    unknown.push(`${place.file}${line === undefined ? "" : `:${line}`}: ${said}`);
    return whole;
  });
}
