import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatNuMessage, runNuChecker, type NuMessage } from "../helpers/nu-checker.ts";
import { runSite } from "../helpers/run-site.ts";

// html-validate (`site check`) and the W3C Nu HTML checker
// read the spec differently (it missed aria-expanded beside popovertarget, and sections without
// a heading), so every built page goes through both.
describe("W3C Nu HTML checker on the built site", () => {
  let out: string;
  let pages: string[];
  let builtPages: number;
  let messages: NuMessage[];

  beforeAll(async () => {
    out = mkdtempSync(path.join(os.tmpdir(), "site-nu-"));
    const build = await runSite(["build", "--out", out]);
    if (build.code !== 0) throw new Error(`build failed:\n${build.stderr}`);
    builtPages = Number(/Built (\d+) pages/.exec(build.stdout)?.[1]);
    pages = readdirSync(out, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".html"))
      .sort();
    // One JVM for every page: starting it costs more than checking them all.
    messages = await runNuChecker(pages.map((file) => path.join(out, file)));
  }, 120_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  // "file:line:column  type  message" and the extract, one entry per message, so a failure reads as a list.
  const report = (found: NuMessage[]) => found.map((message) => formatNuMessage(message, out));

  it("checks every page the build wrote: routes, 404, articles and category pages", () => {
    // The build's count is the site's pages; the editor's page at /admin/ is checked beside them.
    expect(pages.filter((file) => !file.startsWith(`admin${path.sep}`))).toHaveLength(builtPages);
    expect(pages).toContain(path.join("admin", "index.html"));
    expect(pages).toContain("index.html");
    expect(pages).toContain("404.html");
    expect(pages).toContain(path.join("blog", "index.html"));
    expect(pages.some((file) => /^blog\/categorie\/[^/]+\/index\.html$/.test(file))).toBe(true);
    expect(pages.some((file) => /^blog\/(?!categorie\/|page\/)[^/]+\/index\.html$/.test(file))).toBe(true);
  });

  it("finds no error on any page", () => {
    const errors = messages.filter((message) => message.type !== "info");
    expect(report(errors), "Nu HTML checker errors").toEqual([]);
  });

  // Plain info messages are skipped by the checker: the only kind it gives is "Trailing slash on
  // void elements has no effect", about React's `<meta/>` serialisation, which is valid HTML.
  it("gives no warning on any page", () => {
    const warnings = messages.filter((message) => message.type === "info");
    expect(report(warnings), "Nu HTML checker warnings").toEqual([]);
  });
});
