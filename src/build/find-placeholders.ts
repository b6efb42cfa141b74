/**
 * Paths of the config values still equal to a placeholder, e.g. ["SITE.contactEmail"].
 * Walks nested objects, so a placeholder used anywhere in SITE is found.
 */
export function findPlaceholders(site: object, placeholders: Record<string, unknown>): string[] {
  const values = new Set(Object.values(placeholders));
  const found: string[] = [];
  const walk = (value: unknown, at: string) => {
    if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) walk(child, `${at}.${key}`);
    } else if (values.has(value)) {
      found.push(at);
    }
  };
  walk(site, "SITE");
  return found;
}
