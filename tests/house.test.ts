// Guards that keep the house one a newcomer reads in an hour: small files, short functions, and
// imports that run one way. Measured with the project's own TypeScript compiler.
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { importCircles } from "./helpers/house/import-circles.ts";
import { readSources, type SourceFacts } from "./helpers/house/read-sources.ts";
import { filesUnder, PRODUCT_FOLDERS } from "./helpers/house/source-files.ts";
import { PROJECT_ROOT } from "./helpers/project-copy.ts";

const MAX_FILE_LINES = 220;
const MAX_FUNCTION_LINES = 60;
const TSCONFIGS = ["tsconfig.json", "packages/generator/tsconfig.json", "packages/generator/shared/tsconfig.json", "packages/generator/island/tsconfig.json", "packages/generator/tests/tsconfig.json", "src/client/tsconfig.json", "src/shared/tsconfig.json", "scripts/tsconfig.json", "tests/tsconfig.json"];

let sources: Map<string, SourceFacts>;
// Sites the tests build (tests/fixtures/, packages/generator/tests/fixtures/): written to be small, not read.
const isFixture = (file: string) => file.split("/").includes("fixtures");
// A package's tests/ holds tests, as the project's tests/ does.
const isProduct = (file: string) => PRODUCT_FOLDERS.some((folder) => file.startsWith(`${folder}/`)) && !isFixture(file) && !/^packages\/[^/]+\/tests\//.test(file);

beforeAll(() => {
  sources = readSources(TSCONFIGS);
});

describe("files", () => {
  it(`hold at most ${MAX_FILE_LINES} lines each, tests and styles too`, () => {
    const files = filesUnder([...PRODUCT_FOLDERS, "tests"], /\.(ts|tsx|js|mjs|css)$/).filter((file) => !isFixture(file));
    expect(files.length).toBeGreaterThan(400);
    const long = files
      .map((file) => ({ file, lines: readFileSync(path.join(PROJECT_ROOT, file), "utf8").trimEnd().split("\n").length }))
      .filter(({ lines }) => lines > MAX_FILE_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});

describe("functions", () => {
  it("are all measured, with the first token's line, comments before it left out", () => {
    const facts = sources.get("tests/helpers/house/import-circles.ts")!;
    expect(facts.functions.find(({ name }) => name === "importCircles")).toMatchObject({ line: 2 });
    expect(facts.functions.find(({ name }) => name === "visit")).toBeDefined();
  });

  // Tests are left out: a `describe` callback holds its file's tests.
  it(`hold at most ${MAX_FUNCTION_LINES} lines each in product code`, () => {
    const long = [...sources]
      .filter(([file]) => isProduct(file))
      .flatMap(([file, { functions }]) => functions.filter(({ lines }) => lines > MAX_FUNCTION_LINES).map(({ name }) => `${file} ${name}`));
    expect(long).toEqual([]);
  });
});

describe("imports", () => {
  it("given a circle of three files, find it, and no circle where imports run one way", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts", "d.ts"]],
      ["d.ts", []],
    ]);
    expect(importCircles(graph)).toEqual([["a.ts", "b.ts", "c.ts"]]);
    expect(importCircles(new Map([["a.ts", ["b.ts"]], ["b.ts", []]]))).toEqual([]);
  });

  it("run one way in product code, type-only imports too: no file imports, directly or not, a file that imports it", () => {
    const graph = new Map([...sources].filter(([file]) => isProduct(file)).map(([file, { imports }]) => [file, imports]));
    expect([...graph.values()].flat().length).toBeGreaterThan(500);
    expect(importCircles(graph)).toEqual([]);
  });
});
