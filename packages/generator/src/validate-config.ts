import { createHash } from "node:crypto";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { BuildError } from "./build-error.ts";
import { didYouMean } from "./did-you-mean.ts";
import type { SiteConfig } from "./site-definition.ts";
import { writeAtomically } from "./write-atomically.ts";
import { noteRemade } from "./cache-log.ts";

/**
 * Checks the site's config values against their schemas before anything is built: a value that
 * would build a broken site (a canonical URL without its scheme, an http:// script) fails the
 * build, naming the field, the value and what is expected. The schema library loads only when
 * the values or the site's code (`version`: the schemas are code) changed since the last build
 * that passed.
 */
export async function validateConfig(config: SiteConfig, version: string, cacheDir: string): Promise<void> {
  const key = createHash("sha256").update(JSON.stringify([version, config.values])).digest("hex");
  const stamp = path.join(cacheDir, "site-config-valid");
  if ((await readFile(stamp, "utf8").catch(() => "")) === key) return;
  noteRemade("config check");

  const { z } = await import("zod");
  const schemas = config.schemas(z);
  const problems = Object.entries(config.values).flatMap(([name, value]) =>
    schemas[name] ? describe(name, schemas[name].safeParse(value), value) : [],
  );
  if (problems.length > 0) {
    throw new BuildError(`${config.file}: ${problems.length === 1 ? "a value is" : `${problems.length} values are`} not valid:\n${problems.map((line) => `  ${line}`).join("\n")}`);
  }
  await mkdir(cacheDir, { recursive: true });
  await writeAtomically(stamp, key);
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
    // Array items as a reader writes them: SITE.redirects[0].from.
    const at = [name, ...issue.path.map(String)].join(".").replace(/\.(\d+)(?=\.|$)/g, "[$1]");
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
