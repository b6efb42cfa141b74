import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SITE } from "../../src/site.ts";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";
import OWNER from "../../content/site/company.yaml";

describe("legal sources", () => {
  // The legal texts (Markdown), and the code that lays them out.
  const folder = (dir: string) =>
    readdirSync(path.join(PROJECT_ROOT, dir))
      .filter((file) => /\.(md|ts|tsx)$/.test(file))
      .map((file) => `${dir}/${file}`)
      .sort();
  const files = [...folder("content/legal"), ...folder("src/models/legal"), "src/routes/legal-routes.ts", "src/components/LegalDocument.tsx"];
  const values = [
    OWNER.contactEmail,
    SITE.productName,
    SITE.siteUrl,
    SITE.region,
    ...Object.values(OWNER.company).filter((value) => typeof value === "string"),
    ...Object.values(OWNER.host),
    ...Object.values(OWNER.providers),
    ...(SITE.measurement ? [SITE.measurement.providerName, SITE.measurement.hosting, SITE.measurement.keeps] : []),
  ];

  it("has the three legal pages' texts to check", () => {
    expect(files.filter((file) => file.endsWith(".md"))).toHaveLength(3);
  });

  it.each(files)("%s reads every site fact from SITE ({{name}} in Markdown), never as a literal", (file) => {
    const source = readFileSync(path.join(PROJECT_ROOT, file), "utf8");
    for (const value of values) expect(source, value).not.toContain(value);
  });
});
