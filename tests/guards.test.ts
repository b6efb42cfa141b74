// Guards that keep the structure honest: config in one place, every page routed, a generator that
// knows no site.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NOT_FOUND, ROUTES } from "../src/routes/routes.ts";
import { SITE } from "../src/site.ts";
import OWNER from "../content/site/company.yaml";
import { PROJECT_ROOT } from "./helpers/project-copy.ts";

/** The code of a folder: TypeScript, and the JavaScript the launchers run before any TypeScript can. */
function sourceFiles(dir: string): string[] {
  return (readdirSync(path.join(PROJECT_ROOT, dir), { recursive: true }) as string[])
    .filter((file) => /\.(ts|tsx|js)$/.test(file) && !file.split(path.sep).some((part) => part === "node_modules" || part === ".cache"))
    .map((file) => path.join(dir, file));
}

const SOURCES = [...sourceFiles("src"), ...sourceFiles("pages"), ...sourceFiles("packages")];

describe("deployment values", () => {
  const values = [...new Set([SITE.siteUrl, SITE.loginUrl, SITE.schedulingUrl, SITE.productName])];
  const writersOf = (value: string) => SOURCES.filter((file) => readFileSync(path.join(PROJECT_ROOT, file), "utf8").includes(value));

  it.each(values)("%s is written only in src/site.ts", (value) => {
    expect(writersOf(value)).toEqual([path.join("src", "site.ts")]);
  });

  // The team's values (contact e-mail, company, host, providers, partners) are written in their
  // content file only; src/site.ts, the developer's configuration, may name the same company (a
  // Matomo hosted by the site's own host).
  const texts = (value: unknown): string[] => (typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(texts) : []);
  const teamValues = [...new Set(texts(OWNER))];

  it.each(teamValues)("given content/site/company.yaml's %s, no source file but src/site.ts should write it", (value) => {
    expect(writersOf(value).filter((file) => file !== path.join("src", "site.ts"))).toEqual([]);
  });
});

describe("routes", () => {
  it("route every file of pages/, each at the URL named after it (pages/newsletter/merci.tsx: /newsletter/merci/)", () => {
    const pageFiles = (readdirSync(path.join(PROJECT_ROOT, "pages"), { recursive: true }) as string[]).filter((file) => file.endsWith(".tsx"));
    const expected = pageFiles
      .map((file) => file.replace(/\.tsx$/, "").split(path.sep).join("/"))
      .map((name) => (name === "index" ? "/" : name === "404" ? NOT_FOUND.path : `/${name}/`))
      .sort();
    expect([...ROUTES.map((route) => route.path), NOT_FOUND.path].sort()).toEqual(expected);
  });

  it("use the one URL form static hosts serve without a redirect", () => {
    for (const route of ROUTES) expect(route.path).toMatch(/^\/([a-z0-9-]+\/)*$/);
  });

  it("give each page a distinct title and a description of useful length", () => {
    expect(new Set(ROUTES.map((route) => route.title)).size).toBe(ROUTES.length);
    for (const route of ROUTES) expect(route.description.length).toBeGreaterThanOrEqual(50);
  });
});

// Static, dynamic and type imports, and re-exports: `from "x"`, `import "x"`, `import("x")`; and
// files read by URL, `new URL("x", import.meta.url)` (a test's fixture file).
const IMPORT =
  /\bfrom\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)|\bnew URL\(\s*["']([^"']+)["']\s*,\s*import\.meta\.url/g;
const importsOf = (files: readonly string[]) =>
  files.flatMap((file) =>
    [...readFileSync(path.join(PROJECT_ROOT, file), "utf8").matchAll(IMPORT)].map((match) => ({ file, specifier: (match[1] ?? match[2] ?? match[3] ?? match[4])! })),
  );
const GENERATOR = path.join(PROJECT_ROOT, "packages", "generator");
const GENERATOR_PACKAGE = JSON.parse(readFileSync(path.join(GENERATOR, "package.json"), "utf8")) as { name: string; exports: Record<string, string> };

describe("the site", () => {
  const imports = importsOf([...sourceFiles("src"), ...sourceFiles("pages"), ...sourceFiles("bin")]);

  it("imports the generator only by its package name, and only its named entry points", () => {
    const entries = Object.keys(GENERATOR_PACKAGE.exports).map((entry) => entry.replace(/^\./, GENERATOR_PACKAGE.name));
    const intoPackage = imports
      .filter(({ file, specifier }) => specifier.startsWith(".") && path.resolve(PROJECT_ROOT, path.dirname(file), specifier).startsWith(path.join(PROJECT_ROOT, "packages") + path.sep))
      .map(({ file, specifier }) => `${file}: ${specifier}`);
    const deep = imports
      .filter(({ specifier }) => specifier.startsWith(`${GENERATOR_PACKAGE.name}/`) && !entries.includes(specifier))
      .map(({ file, specifier }) => `${file}: ${specifier}`);
    expect(imports.filter(({ specifier }) => entries.includes(specifier)).length).toBeGreaterThan(40);
    expect([...intoPackage, ...deep]).toEqual([]);
  });
});

describe("the site's folders", () => {
  // A folder of src/ (or a file at its root) is one unit: src/models/article.ts is "models/".
  const unitOf = (file: string) => {
    const [first, ...rest] = path.relative("src", file).split(path.sep);
    return rest.length > 0 ? `${first}/` : first!;
  };
  const arrows = importsOf(sourceFiles("src"))
    .filter(({ specifier }) => specifier.startsWith("."))
    .map(({ file, specifier }) => ({ file, specifier, target: path.relative(PROJECT_ROOT, path.resolve(PROJECT_ROOT, path.dirname(file), specifier)) }))
    .filter(({ target }) => target.startsWith(`src${path.sep}`))
    .map(({ file, specifier, target }) => ({ from: unitOf(file), to: unitOf(target), by: `${file}: ${specifier}` }))
    .filter(({ from, to }) => from !== to);

  it("has imports between folders to check", () => {
    expect(arrows.length).toBeGreaterThan(50);
  });

  it("no two site folders import each other", () => {
    const first = (from: string, to: string) => arrows.find((arrow) => arrow.from === from && arrow.to === to)?.by;
    const pairs = [...new Set(arrows.map(({ from, to }) => [from, to].sort().join(" <-> ")))]
      .map((pair) => pair.split(" <-> ") as [string, string])
      .filter(([a, b]) => first(a, b) && first(b, a))
      .map(([a, b]) => `${a} <-> ${b} (${first(a, b)}; ${first(b, a)})`)
      .sort();
    expect(pairs).toEqual([]);
  });
});

describe("the generator", () => {
  const files = sourceFiles(path.join("packages", "generator"));
  const imports = importsOf(files);

  it("names none of the site's paths outside its comments: the site's package.json gives its layout", () => {
    const { site } = JSON.parse(readFileSync(path.join(PROJECT_ROOT, "package.json"), "utf8")) as { site: Record<string, string | string[]> };
    // Paths of files and nested folders: a bare word ("content", "public") is also a word of code.
    const paths = Object.values(site).filter((value): value is string => typeof value === "string" && /[/.]/.test(value));
    expect(paths.length).toBeGreaterThan(8);
    const code = (file: string) => readFileSync(path.join(PROJECT_ROOT, file), "utf8").split("\n").filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line));
    const naming = files.flatMap((file) => code(file).flatMap((line) => paths.filter((site) => line.includes(site)).map((site) => `${file}: ${site}`)));
    expect(naming).toEqual([]);
  });

  it("has imports to check, its tests' too", () => {
    expect(imports.length).toBeGreaterThan(100);
    expect(imports.filter(({ file }) => file.startsWith(path.join("packages", "generator", "tests") + path.sep)).length).toBeGreaterThan(50);
  });

  it("imports nothing from the site: only its own files and packages", () => {
    const outside = imports
      .filter(({ specifier }) => specifier.startsWith("."))
      .filter(({ file, specifier }) => !path.resolve(PROJECT_ROOT, path.dirname(file), specifier).startsWith(GENERATOR + path.sep))
      .map(({ file, specifier }) => `${file}: ${specifier}`);
    expect(outside).toEqual([]);
  });
});

describe("between the generator and the site", () => {
  // A name like __ISLAND_CHUNKS__ is what a bundler's `define` writes in: a global the generator
  // would hand the site's code. What crosses is imported instead (site-generator/island/client's
  // AFTER_PAINT and ISLAND_CHUNKS, which the build writes as a module).
  const DEFINED = /\b__[A-Z][A-Z0-9_]*__\b/g;
  // The generator's own command line, compiled by its launcher (packages/generator/bin/launch.js), is given the share cards' code
  // fingerprint so: the CLI's, never a site's.
  const CLI_OWN = new Set(["__CARD_CODE__"]);
  const code = (file: string) =>
    readFileSync(path.join(PROJECT_ROOT, file), "utf8")
      .split("\n")
      .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line));
  const named = (files: readonly string[], allowed: ReadonlySet<string>) =>
    files.flatMap((file) => code(file).flatMap((line) => [...line.matchAll(DEFINED)].map(([name]) => name).filter((name) => !allowed.has(name)).map((name) => `${file}: ${name}`)));

  it("no global crosses: the site reads none that a build defines, and the generator defines none for it", () => {
    expect(named([...sourceFiles("src"), ...sourceFiles("pages"), ...sourceFiles("bin")], new Set())).toEqual([]);
    expect(named(sourceFiles(path.join("packages", "generator")), CLI_OWN)).toEqual([]);
  });
});
