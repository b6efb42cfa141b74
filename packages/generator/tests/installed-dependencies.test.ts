import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The launcher (bin/launch.js) compiles the command line into the project's .cache/site/cli/, leaving packages to
// node_modules: they are found from the project's root, not from this package's folder. A
// dependency that another package of the root needs in another version would be installed at the
// root in that other version (mime 1 for decap-server's express, where the generator needs mime 4):
// the root must then name it too, in the same version.
const GENERATOR = path.resolve(import.meta.dirname, "..");
const ROOT = path.resolve(GENERATOR, "..", "..");
const { dependencies } = JSON.parse(readFileSync(path.join(GENERATOR, "package.json"), "utf8")) as { dependencies: Record<string, string> };

describe("the generator's dependencies", () => {
  it.each(Object.entries(dependencies))("%s is installed at the project's root in the version the generator names (%s)", (name, version) => {
    const installed = JSON.parse(readFileSync(path.join(ROOT, "node_modules", name, "package.json"), "utf8")) as { version: string };
    expect(installed.version).toBe(version);
  });
});
