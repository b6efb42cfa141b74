import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { BuildError } from "./build-error.ts";
import { didYouMean } from "./did-you-mean.ts";

/**
 * Checks SITE and SPEC (src/site.ts) against their schemas before anything is built: a value that
 * would build a broken site (a canonical URL without its scheme, an http:// script) fails the
 * build, naming the field, the value and what is expected. The schema library loads only when
 * the config changed since the last build that passed.
 */
export async function validateSite(site: unknown, spec: unknown, cacheDir: string): Promise<void> {
  const key = createHash("sha256").update(JSON.stringify([site, spec])).digest("hex");
  const stamp = path.join(cacheDir, "site-config-valid");
  if ((await readFile(stamp, "utf8").catch(() => "")) === key) return;

  const { SITE_SCHEMA, SPEC_SCHEMA } = await import("./site-schema.ts");
  const problems = [
    ...describe("SITE", SITE_SCHEMA.safeParse(site), site),
    ...describe("SPEC", SPEC_SCHEMA.safeParse(spec), spec),
  ];
  if (problems.length > 0) {
    throw new BuildError(`src/site.ts: ${problems.length === 1 ? "a value is" : `${problems.length} values are`} not valid:\n${problems.map((line) => `  ${line}`).join("\n")}`);
  }
  await mkdir(cacheDir, { recursive: true });
  await writeFile(stamp, key);
}

type Result = { success: true } | { success: false; error: { issues: readonly Issue[] } };
interface Issue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  keys?: readonly string[];
}

function describe(name: string, result: Result, root: unknown): string[] {
  if (result.success) return [];
  return result.error.issues.flatMap((issue) => {
    const at = [name, ...issue.path.map(String)].join(".");
    if (issue.code === "unrecognized_keys") {
      const known = Object.keys(valueAt(root, issue.path) ?? {});
      return (issue.keys ?? []).map((key) => {
        const near = didYouMean(key, known.filter((name) => !issue.keys?.includes(name)));
        return `${at}.${key} is not a known setting${near ? `: did you mean ${at}.${near}?` : ""}`;
      });
    }
    const value = valueAt(root, issue.path);
    const shown = value === undefined ? "missing" : `${JSON.stringify(value)}`;
    return [`${at} is ${shown}; expected ${issue.message}`];
  });
}

function valueAt(root: unknown, keys: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of keys) value = value !== null && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}
