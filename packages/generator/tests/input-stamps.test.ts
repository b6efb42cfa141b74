import { mkdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compareStamps, stampInputs } from "../src/input-stamps.ts";
import { useTempDirs } from "./helpers/temp-dirs.ts";

const tempDir = useTempDirs("input-stamps-");
// Times set by hand, apart from any a file written during the test gets.
const MADE = new Date("2025-01-01T00:00:00Z");
const CHECKED_OUT = new Date("2025-06-01T00:00:00Z");

/** A project folder with `src/a.ts` and `src/b.ts`, their times MADE. */
async function project(): Promise<{ root: string; a: string; src: string }> {
  const root = await tempDir();
  const src = path.join(root, "src");
  mkdirSync(src);
  writeFileSync(path.join(src, "a.ts"), "export const a = 1;\n");
  writeFileSync(path.join(src, "b.ts"), "export const b = 2;\n");
  for (const file of [path.join(src, "a.ts"), path.join(src, "b.ts"), src]) utimesSync(file, MADE, MADE);
  return { root, a: path.join(src, "a.ts"), src };
}

describe("given a cache stamped with its inputs, a file and its folder", () => {
  it("names them from the project root", async () => {
    const { root, a, src } = await project();
    expect(Object.keys(await stampInputs([a, src], root)).sort()).toEqual(["src", path.join("src", "a.ts")]);
  });

  it("finds them the same when nothing changed", async () => {
    const { root, a, src } = await project();
    const stamps = await stampInputs([a, src], root);
    expect(await compareStamps(stamps, root)).toEqual({ state: "same", stamps });
  });

  it("finds them touched when only their times changed, and gives the new times", async () => {
    const { root, a, src } = await project();
    const stamps = await stampInputs([a, src], root);
    utimesSync(a, CHECKED_OUT, CHECKED_OUT);
    utimesSync(src, CHECKED_OUT, CHECKED_OUT);
    const compared = await compareStamps(stamps, root);
    expect(compared.state).toBe("touched");
    expect(compared.stamps).toEqual(await stampInputs([a, src], root));
  });

  it("finds them changed when the file holds other text of the same size", async () => {
    const { root, a } = await project();
    const stamps = await stampInputs([a], root);
    writeFileSync(a, "export const a = 3;\n");
    expect((await compareStamps(stamps, root)).state).toBe("changed");
  });

  it("finds them changed when a file is added to the folder", async () => {
    const { root, src } = await project();
    const stamps = await stampInputs([src], root);
    writeFileSync(path.join(src, "c.ts"), "");
    utimesSync(src, CHECKED_OUT, CHECKED_OUT);
    expect((await compareStamps(stamps, root)).state).toBe("changed");
  });

  it("finds them changed when the file is gone", async () => {
    const { root, a } = await project();
    const stamps = await stampInputs([a], root);
    rmSync(a);
    expect((await compareStamps(stamps, root)).state).toBe("changed");
  });
});

describe("given a package that the project's node_modules links from another folder", () => {
  it("names its files through the project's node_modules, so that another copy linking it finds them", async () => {
    const shared = await tempDir();
    mkdirSync(path.join(shared, "node_modules", "lib"), { recursive: true });
    const file = path.join(shared, "node_modules", "lib", "index.js");
    writeFileSync(file, "export default 1;\n");
    const copies = [await tempDir(), await tempDir()];
    for (const root of copies) {
      mkdirSync(path.join(root, "node_modules"));
      symlinkSync(path.join(shared, "node_modules", "lib"), path.join(root, "node_modules", "lib"), "dir");
    }
    const stamps = await stampInputs([file], copies[0]!);
    expect(Object.keys(stamps)).toEqual([path.join("node_modules", "lib", "index.js")]);
    expect((await compareStamps(stamps, copies[1]!)).state).toBe("same");
  });
});
