import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkBudgets, type Budgets } from "../../src/generator/check/check-budgets.ts";

const BUDGETS: Budgets = {
  htmlGzipBytes: 2_000,
  cssGzipBytes: 1_000,
  jsGzipBytes: 3_000,
  homeJsGzipBytes: 6_000,
  largestImageBytes: 5_000,
  largestVideoBytes: 10_000,
};

// Random bytes do not compress: their gzipped size is about their size.
const noise = (bytes: number) => randomBytes(bytes).toString("base64").slice(0, bytes);

describe("checkBudgets", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "site-budgets-"));
    const write = (file: string, content: string | Buffer) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), content);
    };
    write("assets/main-AAAA.js", `const x=${JSON.stringify(noise(1000))};import("./chunks/Faq-BBBB.js");import("./chunks/react-runtime-CCCC.js");import("./chunks/Tabs-DDDD.js");`);
    write("assets/chunks/Faq-BBBB.js", `import{a}from"./chunk-EEEE.js";${JSON.stringify(noise(1500))}`);
    write("assets/chunks/chunk-EEEE.js", JSON.stringify(noise(500)));
    write("assets/chunks/react-runtime-CCCC.js", JSON.stringify(noise(1500)));
    write("assets/chunks/Tabs-DDDD.js", JSON.stringify(noise(9000)));
    write("assets/site.css", `a{b:"${noise(1500)}"}`);
    const head = `<link rel="stylesheet" href="/assets/site.css"><script data-loader="/assets/main-AAAA.js">import("…")</script>`;
    write("index.html", `<html><head>${head}</head><body><div data-island="Faq"></div></body></html>`);
    write("blog/index.html", `<html><head>${head}</head><body><p>${noise(2500)}</p><div data-island="Faq"></div></body></html>`);
    write("share.png", randomBytes(6000));
    write("clip.mp4", randomBytes(8000));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("counts a page's loader, its islands' chunks with their imports, and React's runtime, not other islands", async () => {
    const problems = await checkBudgets(dir, ["index.html", "blog/index.html", "share.png", "clip.mp4"], BUDGETS, "/");
    // Home: 1000 + 1500 + 500 + 1500 (+ gzip overhead) fits 6 kB; without Tabs (9 kB) it would not.
    expect(problems.filter((problem) => problem.file === "index.html")).toEqual([
      expect.objectContaining({ rule: "budget-css", message: expect.stringMatching(/^gzipped CSS is 1\.\d kB, over its budget of 1\.0 kB$/) }),
    ]);
    const blog = problems.filter((problem) => problem.file === "blog/index.html").map((problem) => problem.rule);
    expect(blog).toEqual(["budget-html", "budget-css", "budget-js"]);
  });

  it("names the largest image over its budget, and leaves a video within its own", async () => {
    const problems = await checkBudgets(dir, ["share.png", "clip.mp4"], BUDGETS, "/");
    expect(problems).toEqual([expect.objectContaining({ file: "share.png", rule: "budget-media", message: expect.stringContaining("image is 6.0 kB") })]);
  });
});
