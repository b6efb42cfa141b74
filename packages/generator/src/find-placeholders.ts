/** A config value that is still a stand-in. */
export interface Placeholder {
  /** Where it is, e.g. "SITE.contactEmail". */
  name: string;
  value: unknown;
}

/**
 * The config values still carrying a stand-in's mark (SiteConfig.placeholderMarks). Walks nested
 * objects, so a stand-in anywhere in a value is found. A value named by its file
 * ("content/site/company.yaml") is a content file's data: its fields are named as its editor reads
 * them, "content/site/company.yaml: company.name".
 */
export function findPlaceholders(values: Readonly<Record<string, unknown>>, marks: readonly RegExp[]): Placeholder[] {
  const found: Placeholder[] = [];
  const walk = (value: unknown, at: string, separator: string) => {
    if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) walk(child, `${at}${separator}${key}`, ".");
    } else if (typeof value === "string" && marks.some((mark) => mark.test(value))) {
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
