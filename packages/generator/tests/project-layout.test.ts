import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { projectAt } from "../src/project.ts";

// The generator assumes no layout: a site names its parts in the "site" field of its package.json.
const LAYOUT = {
  serverEntry: "site/entry.ts",
  clientEntry: "site/client.ts",
  stylesEntry: "site/styles.css",
  publicDir: "static",
  contentDir: "notes",
  islandRegistry: "site/islands/registry.ts",
  lazyDir: "site/lazy",
  watch: ["site", "notes"],
};

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A project folder whose package.json holds `fields`. */
function projectWith(fields: Record<string, unknown>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "layout-"));
  roots.push(root);
  writeFileSync(path.join(root, "package.json"), JSON.stringify({ name: "a-site", ...fields }));
  return root;
}

describe("a project's layout", () => {
  it("is the site's: each part at the path its package.json gives, from its root", () => {
    const root = projectWith({ site: LAYOUT });
    const project = projectAt(root);
    expect(project.serverEntry).toBe(path.join(root, "site/entry.ts"));
    expect(project.islandsDir).toBe(path.join(root, "site/islands"));
    expect(project.sourceDirs).toEqual([path.join(root, "site"), path.join(root, "notes")]);
  });

  it("leaves out what a site goes without: code after the first paint, YAML content, an editor", () => {
    const project = projectAt(projectWith({ site: LAYOUT }));
    expect([project.clientAfterPaint, project.scriptStyles, project.contentFiles, project.adminEntry, project.adminVendorEntry]).toEqual([undefined, undefined, undefined, undefined, undefined]);
    const withEditor = projectAt(projectWith({ site: { ...LAYOUT, adminEntry: "site/admin.ts" } }));
    expect(withEditor.adminEntry).toMatch(/site\/admin\.ts$/);
  });

  it("is refused when the package.json gives none, naming the file, the field and what is expected", () => {
    expect(() => projectAt(projectWith({}))).toThrow(/^package\.json: "site" must be an object giving the site's layout, paths from the project root: serverEntry, /);
  });

  it("is refused with every part missing or wrong named, and no default put in its place", () => {
    const { serverEntry: _, ...withoutEntry } = LAYOUT;
    const refusal = () => projectAt(projectWith({ site: { ...withoutEntry, publicDir: 3, watch: "site", serverEntri: "x.ts" } }));
    expect(refusal).toThrow('"site".serverEntry is missing');
    expect(refusal).toThrow('"site".publicDir must be a path (a string)');
    expect(refusal).toThrow('"site".watch must be a list of folders');
    expect(refusal).toThrow('"site".serverEntri is not a part of the layout');
  });

  it("is refused when the package.json cannot be read, naming the folder", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "layout-"));
    roots.push(root);
    expect(() => projectAt(root)).toThrow(`package.json: the project's could not be read in ${root}`);
  });
});
