/** A config value still at its placeholder default. */
export interface Placeholder {
  /** Where it is, e.g. "SITE.contactEmail". */
  name: string;
  value: unknown;
}

/**
 * The config values still equal to a placeholder. Walks nested objects, so a placeholder used
 * anywhere in SITE is found.
 */
export function findPlaceholders(site: object, placeholders: Record<string, unknown>): Placeholder[] {
  const values = new Set(Object.values(placeholders));
  const found: Placeholder[] = [];
  const walk = (value: unknown, at: string) => {
    if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) walk(child, `${at}.${key}`);
    } else if (values.has(value)) {
      found.push({ name: at, value });
    }
  };
  walk(site, "SITE");
  return found;
}

/** `  SITE.siteUrl = "https://…"`, a line each: what a deployer must change, and its value now. */
export function listPlaceholders(placeholders: readonly Placeholder[]): string {
  return placeholders.map(({ name, value }) => `  ${name} = ${JSON.stringify(value)}`).join("\n");
}
