import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SITE } from "../../src/site.ts";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";

describe("legal sources", () => {
  // Every file of the legal texts, their sections' folders included.
  const legal = readdirSync(path.join(PROJECT_ROOT, "src/content/legal"), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".ts"))
    .map((file) => `src/content/legal/${file.split(path.sep).join("/")}`)
    .sort();
  const files = [
    ...legal,
    "src/components/LegalDocument.tsx",
    "pages/mentions-legales.tsx",
    "pages/cgu-cgv.tsx",
    "pages/politique-de-confidentialite.tsx",
  ];
  const values = [
    SITE.contactEmail,
    SITE.productName,
    SITE.siteUrl,
    SITE.region,
    ...Object.values(SITE.company).filter((value) => typeof value === "string"),
    ...Object.values(SITE.host),
    ...Object.values(SITE.providers),
  ];

  it.each(files)("%s reads every site fact from SITE, never as a literal", (file) => {
    const source = readFileSync(path.join(PROJECT_ROOT, file), "utf8");
    for (const value of values) expect(source, value).not.toContain(value);
  });
});
