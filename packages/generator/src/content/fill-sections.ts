import { didYouMean } from "../did-you-mean.ts";
import { ContentError } from "./content-error.ts";

// The names of the config values that are null or undefined (SITE.measurement: null), by the map
// of values they were left out of: a section may name them, and is then hidden, where a misspelt
// name is refused.
const unsetNames = new WeakMap<ReadonlyMap<string, string>, ReadonlySet<string>>();

/** `values`, knowing which config names it holds no value for because they are not set. */
export function withUnsetNames(values: ReadonlyMap<string, string>, names: Iterable<string>): ReadonlyMap<string, string> {
  unsetNames.set(values, new Set(names));
  return values;
}

/** Where a text comes from, for messages: the file, its line if known, and the field. */
export interface TextPlace {
  file: string;
  line?: number;
  /** "hero.title", "faq.questions[6].answer": how a marketer finds it in the file. */
  field?: string;
}

const TAG = /\{\{\s*([#^/])\s*([^{}]*?)\s*\}\}/g;

interface Open {
  kind: "#" | "^";
  name: string;
  line: number | undefined;
  shown: boolean;
}

/**
 * `text` with its Mustache-style sections resolved: `{{#name}}…{{/name}}` is kept when the value
 * `name` is set (a text or a number, or an object with a value inside: `{{#measurement}}` while
 * SITE.measurement is not null), `{{^name}}…{{/name}}` when it is not. A tag alone on its line
 * goes with its line, so that a section can hold whole lines (a table row, a list item) without
 * leaving a blank one. Sections nest. A name that is no value, a section left open, or one closed
 * by another name is refused, naming the file, the line and the name. `fill` fills each part that
 * is shown, told where it starts; a hidden part is not read (it may name the unset value's fields).
 */
export function fillSections(text: string, values: ReadonlyMap<string, string>, place: TextPlace, fill: (shown: string, place: TextPlace) => string): string {
  const open: Open[] = [];
  let out = "";
  let copied = 0;
  const lineAt = (offset: number) => (place.line === undefined ? undefined : place.line + (text.slice(0, offset).match(/\n/g)?.length ?? 0));
  // As the build's other content messages: "file:line: ", then the field where there is one.
  const where = (line: number | undefined) => `${place.file}${line === undefined ? "" : `:${line}`}: ${place.field ? `dans le champ « ${place.field} », ` : ""}`;
  for (const match of text.matchAll(TAG)) {
    const [tag, kind, name] = match as unknown as [string, "#" | "^" | "/", string];
    const line = lineAt(match.index);
    let [start, end] = [match.index, match.index + tag.length];
    const lineStart = text.lastIndexOf("\n", start - 1) + 1;
    const lineEnd = text.indexOf("\n", end);
    if (/^[ \t]*$/.test(text.slice(lineStart, start)) && /^[ \t]*\r?$/.test(text.slice(end, lineEnd === -1 ? undefined : lineEnd))) {
      [start, end] = [lineStart, lineEnd === -1 ? text.length : lineEnd + 1];
    }
    if (open.every((section) => section.shown)) out += fill(text.slice(copied, start), { ...place, line: lineAt(copied) });
    copied = end;
    if (kind !== "/") {
      open.push({ kind, name, line, shown: isSet(name, values, where(line)) === (kind === "#") });
      continue;
    }
    const closed = open.pop();
    if (!closed) {
      throw new ContentError(`${where(line)}{{/${name}}} ferme une section qui n'est pas ouverte ; une section s'ouvre par {{#${name}}} (ou {{^${name}}}) avant son texte.`);
    }
    if (closed.name !== name) {
      throw new ContentError(
        `${where(line)}{{/${name}}} ferme la section {{${closed.kind}${closed.name}}}, ouverte ${lineText(closed.line)} : ` +
          `fermez-la d'abord par {{/${closed.name}}}, ou corrigez le nom.`,
      );
    }
  }
  const unclosed = open.at(-1);
  if (unclosed) {
    throw new ContentError(`${where(unclosed.line)}la section {{${unclosed.kind}${unclosed.name}}} n'est jamais fermée : ajoutez {{/${unclosed.name}}} à la fin du texte qu'elle montre ou cache.`);
  }
  return out + fill(text.slice(copied), { ...place, line: lineAt(copied) });
}

/** Whether `name` is set; a name that is neither a value nor an unset one of the config is refused. */
function isSet(name: string, values: ReadonlyMap<string, string>, where: string): boolean {
  const prefix = `${name}.`;
  for (const [key, value] of values) if ((key === name && value !== "") || key.startsWith(prefix)) return true;
  // Unset too: a name under an unset one ({{#newsletter.doubleOptIn}} while SITE.newsletter is null).
  if (values.has(name) || withParents(name).some((parent) => unsetNames.get(values)?.has(parent))) return false;
  const known = new Set([...values.keys(), ...(unsetNames.get(values) ?? [])].flatMap(withParents));
  const near = didYouMean(name, [...known]);
  throw new ContentError(
    `${where}la section {{#${name}}} ne nomme aucune valeur${near ? ` (vouliez-vous dire {{#${near}}} ?)` : ""}. ` +
      "Une section nomme une valeur de src/site.ts ou de content/site/company.yaml, par exemple {{#measurement}}.",
  );
}

/** "measurement.providerName" → itself and "measurement": a section may name an object. */
function withParents(name: string): string[] {
  const parts = name.split(".");
  return parts.map((_, index) => parts.slice(0, index + 1).join("."));
}

function lineText(line: number | undefined): string {
  return line === undefined ? "plus haut" : `ligne ${line}`;
}
