/** A config value still at its placeholder default. */
export interface Placeholder {
  /** Where it is, e.g. "SITE.contactEmail". */
  name: string;
  value: unknown;
}

/**
 * The config values still equal to a placeholder. Walks nested objects, so a placeholder used
 * anywhere in a value is found. A value named by its file ("content/site/company.yaml") is a
 * content file's data: its fields are named as its editor reads them, "content/site/company.yaml: company.name".
 */
export function findPlaceholders(values: Readonly<Record<string, unknown>>, placeholders: Readonly<Record<string, unknown>>): Placeholder[] {
  const known = new Set(Object.values(placeholders));
  const found: Placeholder[] = [];
  const walk = (value: unknown, at: string, separator: string) => {
    if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) walk(child, `${at}${separator}${key}`, ".");
    } else if (known.has(value)) {
      found.push({ name: at, value });
    }
  };
  for (const [name, value] of Object.entries(values)) walk(value, name, name.includes("/") ? ": " : ".");
  return found;
}

/** `  SITE.siteUrl = "https://…"`, `  content/site/company.yaml: contactEmail = "…"`, a line each: what a deployer must change, and its value now. */
export function listPlaceholders(placeholders: readonly Placeholder[]): string {
  return placeholders.map(({ name, value }) => `  ${name} = ${JSON.stringify(value)}`).join("\n");
}
