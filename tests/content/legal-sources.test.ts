import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SITE } from "../../src/site.ts";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";

describe("legal sources", () => {
  const files = [
    "src/content/legal/types.ts",
    "src/content/legal/mentions-legales.ts",
    "src/content/legal/cgu-cgv.ts",
    "src/content/legal/politique-de-confidentialite.ts",
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
