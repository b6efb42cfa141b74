import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createHash, randomBytes } from "node:crypto";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkBudgets, type Budgets } from "../../packages/generator/src/check/check-budgets.ts";
import { listOutput } from "../../packages/generator/src/check/list-output.ts";
import { readPageMarkup } from "../../packages/generator/src/check/page-markup.ts";
import { createPageScripts } from "../../packages/generator/src/check/page-scripts.ts";
import { SITE } from "../../src/site.ts";
import { projectBuild } from "../helpers/project-build.ts";
import { readPage } from "../helpers/read-dist.ts";

const BUDGETS: Budgets = {
  htmlGzipBytes: 2_000,
  cssGzipBytes: 1_000,
  jsGzipBytes: 3_000,
  largestImageBytes: 5_000,
  largestVideoBytes: 10_000,
};

// Hashes in base64 hardly compress: gzipped, they keep about three quarters of their size. The
// same on every run, so that the sizes are too.
let drawn = 0;
const noise = (length: number) => {
  let text = "";
  while (text.length < length) text += createHash("sha256").update(String(drawn++)).digest("base64");
  return JSON.stringify(text.slice(0, length));
};
const gzipped = (dir: string, file: string) => gzipSync(readFileSync(path.join(dir, file))).byteLength;

/** A folder with `files`, as the build writes its output. */
function writeOutput(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "site-budgets-"));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

const listed = (dir: string) => listOutput(dir).then((output) => [...output.files]);

// The client as the build writes it today (src/client/main.ts, enhance.ts, bundle-client.ts): a
// loader with no import, naming enhance.ts by URL; enhance.ts with the island chunk map and the
// lazy behaviours' dynamic imports; chunks importing shared ones. Each file weighs its noise.
const CLIENT = {
  "assets/main-AAAA.js": `var s=${noise(600)};function v(){let e=new URL("./enhance-BBBB.js",import.meta.url).href;import(e).catch(()=>import(\`\${e}?retry=1\`)).then(({enhance:t})=>t([]))}v();`,
  "assets/enhance-BBBB.js":
    `var a={runtime:"./chunks/react-runtime-CCCC.js",islands:{Faq:"./chunks/Faq-DDDD.js",Tabs:"./chunks/Tabs-EEEE.js"}};` +
    `function f(e){let t=new URL(e,import.meta.url).href;return import(t).catch(()=>import(\`\${t}?retry=1\`))}var n=${noise(1_000)};` +
    `var x={menu:{load:()=>import("./chunks/menu-FFFF.js")},reveal:{load:()=>import("./chunks/reveal-GGGG.js")},` +
    `newsletter:{load:()=>import("./chunks/newsletter-HHHH.js"),onFirstUse:!0}};function g(e){for(let[o,{load:t}]of Object.entries(x))document.querySelector(\`[data-\${o}]\`)&&t();for(let o of document.querySelectorAll("[data-island]"))f(a.islands[o.dataset.island])}export{g as enhance};`,
  // A development build names each CommonJS module's wrapper after its source file.
  "assets/chunks/react-runtime-CCCC.js": `import{a}from"./chunk-SHARED.js";var q=a({"../../node_modules/react/index.js"(e,m){m.exports=${noise(10_000)}}});export{q as hydrate};`,
  "assets/chunks/chunk-SHARED.js": `var a=${noise(500)};export{a};`,
  "assets/chunks/Faq-DDDD.js": `import{a}from"./chunk-SHARED.js";import"./chunk-FAQ.js";var d=${noise(1_500)};export{d as default};`,
  "assets/chunks/chunk-FAQ.js": `var c=${noise(300)};export{c};`,
  "assets/chunks/Tabs-EEEE.js": `var d=${noise(9_000)};export{d as default};`,
  "assets/chunks/menu-FFFF.js": `var m=${noise(200)};export{m as setUp};`,
  "assets/chunks/reveal-GGGG.js": `var m=${noise(7_000)};export{m as setUp};`,
  // Started on the visitor's first use, and asking for a dialog's code as they come to a link.
  "assets/chunks/newsletter-HHHH.js": `var m=()=>import("./dialog-IIII.js");var n=${noise(400)};export{m as setUp};`,
  "assets/chunks/dialog-IIII.js": `var d=${noise(800)};export{d as open};`,
};
const HEAD = `<link rel="stylesheet" href="/assets/site.css"><script data-loader="/assets/main-AAAA.js">{const l=document.currentScript.dataset.loader;addEventListener("load",()=>import(l))}</script>`;
const page = (body: string) => `<!doctype html><html><head>${HEAD}</head><body>${body}<form data-newsletter="brevo"></form></body></html>`;

describe("checkBudgets, on a client shaped as the build writes it", () => {
  let dir: string;
  beforeAll(() => {
    dir = writeOutput({
      ...CLIENT,
      "assets/site.css": `a{b:${noise(2000)}}`,
      // The reveal's attribute is in a noscript's content, which is text once scripts run.
      "index.html": page(`<nav data-menu=""></nav><div data-island="Faq" data-hydrate="visible"></div><noscript><div data-reveal=""></div></noscript>`),
      "blog/index.html": page(`<p>${noise(3000)}</p><nav data-menu=""></nav><section data-reveal=""></section>`),
      "share.png": randomBytes(6000),
      "clip.mp4": randomBytes(8000),
    });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const scriptsOf = async (file: string) => {
    const scripts = createPageScripts(dir, new Set(await listed(dir)), "/");
    return [...(await scripts.of(file, readPageMarkup(readFileSync(path.join(dir, file), "utf8"))))].sort();
  };

  it("counts the loader, enhance.ts it names by URL, the page's islands with React's runtime, its behaviours' chunks and what they import, lazily too", async () => {
    expect(await scriptsOf("index.html")).toEqual(
      [
        "assets/main-AAAA.js",
        "assets/enhance-BBBB.js",
        "assets/chunks/react-runtime-CCCC.js",
        "assets/chunks/chunk-SHARED.js",
        "assets/chunks/Faq-DDDD.js",
        "assets/chunks/chunk-FAQ.js",
        "assets/chunks/menu-FFFF.js",
        "assets/chunks/newsletter-HHHH.js",
        "assets/chunks/dialog-IIII.js",
      ].sort(),
    );
  });

  it("leaves out React's runtime on a page without an island, and each behaviour whose attribute the page does not carry", async () => {
    expect(await scriptsOf("blog/index.html")).toEqual(
      ["assets/main-AAAA.js", "assets/enhance-BBBB.js", "assets/chunks/menu-FFFF.js", "assets/chunks/reveal-GGGG.js", "assets/chunks/newsletter-HHHH.js", "assets/chunks/dialog-IIII.js"].sort(),
    );
  });

  it("fails a page whose scripts are over a 1,000-byte budget, with its total and its largest files", async () => {
    const problems = await checkBudgets(dir, await listed(dir), { ...BUDGETS, jsGzipBytes: 1_000 }, "/");
    const sizes = (await scriptsOf("index.html")).map((file) => ({ file, size: gzipped(dir, file) })).sort((a, b) => b.size - a.size);
    const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
    const total = sizes.reduce((sum, { size }) => sum + size, 0);
    const largest = sizes.slice(0, 3).map(({ file, size }) => `${file} ${kB(size)}`);
    expect(problems.filter((problem) => problem.file === "index.html" && problem.rule === "budget-js")).toEqual([
      expect.objectContaining({ message: `gzipped JavaScript is ${kB(total)}, over its budget of 1.0 kB: 9 files, the largest ${largest.join(", ")}` }),
    ]);
    expect(largest[0]).toMatch(/^assets\/chunks\/react-runtime-CCCC\.js /);
  });

  it("passes a page whose scripts weigh exactly its budget, and fails it one byte under", async () => {
    const total = (await scriptsOf("index.html")).reduce((sum, file) => sum + gzipped(dir, file), 0);
    const jsProblems = async (jsGzipBytes: number) =>
      (await checkBudgets(dir, await listed(dir), { ...BUDGETS, jsGzipBytes }, "/")).filter((problem) => problem.file === "index.html" && problem.rule === "budget-js");
    expect(await jsProblems(total)).toEqual([]);
    const over = new RegExp(`^gzipped JavaScript is ${(total / 1000).toFixed(3)} kB, over its budget of ${((total - 1) / 1000).toFixed(3)} kB:`);
    expect(await jsProblems(total - 1)).toEqual([expect.objectContaining({ message: expect.stringMatching(over) })]);
  });

  it("fails the HTML, CSS and JavaScript of a page over their budgets, and the largest image, but leaves a video within its own", async () => {
    const problems = await checkBudgets(dir, await listed(dir), BUDGETS, "/");
    expect(problems.filter((problem) => problem.file === "blog/index.html").map((problem) => problem.rule)).toEqual(["budget-html", "budget-css", "budget-js"]);
    expect(problems.filter((problem) => !problem.file.endsWith(".html"))).toEqual([
      expect.objectContaining({ file: "share.png", rule: "budget-media", message: expect.stringContaining("image is 6.0 kB") }),
    ]);
  });
});

describe("checkBudgets, on a script that names another in a way it cannot follow", () => {
  const withEnhance = (extra: string) =>
    writeOutput({ ...CLIENT, "assets/site.css": "a{}", "assets/enhance-BBBB.js": `${CLIENT["assets/enhance-BBBB.js"]}\n${extra}`, "index.html": page(`<nav data-menu=""></nav><div data-island="Faq"></div>`) });
  const referenceProblems = async (extra: string) => {
    const dir = withEnhance(extra);
    try {
      return (await checkBudgets(dir, await listed(dir), BUDGETS, "/")).filter((problem) => problem.rule === "budget-js-reference");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it.each([
    ["a script URL held in a variable", `var u=document.body?"./chunks/Tabs-EEEE.js":null;`, /^\.\/chunks\/Tabs-EEEE\.js is neither imported, nor named by new URL/],
    ["an object's value that is not the island chunk map's", `var o={other:"./chunks/Tabs-EEEE.js"};`, /^\.\/chunks\/Tabs-EEEE\.js is the value of "other", neither "runtime" nor under "islands"/],
    ["a script URL put together at run time", "var n=`./chunks/${location.hash}.js`;", /^puts a script URL together at run time \(`\.\/chunks\/\$\{location\.hash\}\.js`\): site check cannot tell/],
    ["a script's file name inside a longer string", `var p="assets/chunks/Tabs-EEEE.js";`, /^names the script Tabs-EEEE\.js other than as a URL string of its own$/],
    ["a script that does not parse", `var z="./chunks/menu-FFFF.js`, /^does not parse as a JavaScript module \(Unterminated string constant\): site check cannot follow the scripts it names$/],
    ["a script the output does not have", `var l={menu:{load:()=>import("./chunks/gone-ZZZZ.js")}};`, /^names \.\/chunks\/gone-ZZZZ\.js, which the output does not have$/],
  ])("fails on %s, at its line in the script", async (_, extra, message) => {
    expect(await referenceProblems(extra)).toEqual([expect.objectContaining({ file: "assets/enhance-BBBB.js", line: 2, message: expect.stringMatching(message) })]);
  });

  it("accepts every way the build names a script", async () => {
    expect(await referenceProblems("")).toEqual([]);
  });
});

describe("checkBudgets, on the project's build", () => {
  let dir: string;
  let files: string[];
  beforeAll(async () => {
    dir = await projectBuild();
    files = (await listed(dir)).filter((file) => !file.startsWith("admin/"));
  });

  it("counts on the home page the loader, enhance.ts, React's runtime, the chunk of each island it holds and of each lazy behaviour it carries", async () => {
    const home = readPage(dir, "index.html");
    const islands = new Set([...home.querySelectorAll<HTMLElement>("[data-island]")].map((marker) => marker.dataset.island!));
    const behaviours = readdirSync("src/client/lazy").map((file) => path.basename(file, ".ts")).filter((name) => home.querySelector(`[data-${name}]`));
    const otherIslands = readdirSync("src/islands").filter((file) => /^[A-Z]\w*\.tsx$/.test(file)).map((file) => path.basename(file, ".tsx")).filter((name) => !islands.has(name));
    expect(islands.size).toBeGreaterThan(0);
    expect(otherIslands.length).toBeGreaterThan(0);

    const scripts = createPageScripts(dir, new Set(files), "/");
    const counted = [...(await scripts.of("index.html", readPageMarkup(readFileSync(path.join(dir, "index.html"), "utf8"))))];
    const chunk = (name: string) => new RegExp(`^assets/(chunks/)?${name}-\\w+\\.js$`);
    const loader = home.querySelector<HTMLElement>("[data-loader]")!.dataset.loader!.replace(/^\//, "");
    expect(counted).toContain(loader);
    for (const name of ["enhance", "react-runtime", ...islands, ...behaviours]) expect(counted, name).toContainEqual(expect.stringMatching(chunk(name)));
    for (const name of otherIslands) expect(counted, name).not.toContainEqual(expect.stringMatching(chunk(name)));
    expect(await scripts.problems()).toEqual([]);
  });

  it("counts the same scripts for each page on the build for a base path", async () => {
    const base = "/sous-dossier/";
    const baseDir = await projectBuild({ base });
    const baseFiles = (await listed(baseDir)).filter((file) => !file.startsWith("admin/"));
    const counts = async (output: string, outputFiles: string[], prefix: string) => {
      const scripts = createPageScripts(output, new Set(outputFiles), prefix);
      const pages = outputFiles.filter((file) => file.endsWith(".html")).sort();
      return Promise.all(pages.map(async (page) => [page, (await scripts.of(page, readPageMarkup(readFileSync(path.join(output, page), "utf8")))).size]));
    };
    const atRoot = await counts(dir, files, "/");
    expect(atRoot.find(([page]) => page === "index.html")![1]).toBeGreaterThan(1);
    expect(await counts(baseDir, baseFiles, base)).toEqual(atRoot);
  });

  it("passes within SITE.budgets, and fails the home page on a budget below what React's runtime and the loader alone weigh", async () => {
    const budgetProblems = async (budgets: Budgets) => (await checkBudgets(dir, files, budgets, "/")).filter((problem) => problem.rule.startsWith("budget-js"));
    expect(await budgetProblems(SITE.budgets)).toEqual([]);
    const runtime = files.find((file) => /^assets\/chunks\/react-runtime-\w+\.js$/.test(file))!;
    const loader = readPage(dir, "index.html").querySelector<HTMLElement>("[data-loader]")!.dataset.loader!.slice(1);
    const floor = gzipped(dir, runtime) + gzipped(dir, loader);
    const home = (await budgetProblems({ ...SITE.budgets, jsGzipBytes: floor })).filter((problem) => problem.file === "index.html");
    expect(home).toEqual([expect.objectContaining({ file: "index.html", rule: "budget-js" })]);
  });
});
