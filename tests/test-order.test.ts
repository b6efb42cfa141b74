import type { TestSpecification, Vitest } from "vitest/node";
import { describe, expect, it } from "vitest";
import LongestFirst from "./helpers/longest-first.ts";

const ROOT = "/project";
/** A test file of a project, as vitest's sequencer is given it: no result of an earlier run. */
const spec = (project: "unit" | "browser", file: string) =>
  ({ moduleId: `${ROOT}/${file}`, project: { name: project, config: { root: ROOT, isolate: project === "unit", sequence: { groupOrder: 0 } } } }) as unknown as TestSpecification;
const NO_CACHE = { cache: { getFileTestResults: () => undefined, getFileStats: () => undefined }, config: { root: ROOT } } as unknown as Vitest;

describe("the order of a run's test files, with no earlier run to go by", () => {
  it("starts the long unit files, then every browser file longest first, then the other unit files", async () => {
    const files = [
      spec("unit", "packages/generator/tests/did-you-mean.test.ts"),
      spec("browser", "tests/browser/faq.test.ts"),
      spec("unit", "tests/generator/serve-watch.test.ts"),
      spec("browser", "tests/browser/pages.test.ts"),
      spec("unit", "tests/generator/serve-memory.test.ts"),
      spec("browser", "tests/browser/consent.test.ts"),
      spec("unit", "tests/docs.test.ts"),
    ];
    const sorted = await new LongestFirst(NO_CACHE).sort(files);
    expect(sorted.map((file) => file.moduleId.slice(ROOT.length + 1))).toEqual([
      "tests/generator/serve-memory.test.ts",
      "tests/generator/serve-watch.test.ts",
      "tests/browser/pages.test.ts",
      "tests/browser/consent.test.ts",
      "tests/browser/faq.test.ts",
      "packages/generator/tests/did-you-mean.test.ts",
      "tests/docs.test.ts",
    ]);
  });
});
