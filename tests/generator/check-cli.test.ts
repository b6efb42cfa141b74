import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE } from "../../src/site.ts";
import { runSite, type RunResult } from "../helpers/run-site.ts";

const page = (body: string) =>
  `<!doctype html>\n<html lang="fr"><head><meta charset="utf-8"><title>Page</title></head>\n<body>\n<main>\n${body}\n</main>\n</body></html>\n`;

describe("site check on an output with a broken link, a broken fragment and invalid HTML", () => {
  let dir: string;
  let run: RunResult;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "site-check-cli-"));
    mkdirSync(path.join(dir, "blog"));
    writeFileSync(path.join(dir, "blog", "index.html"), page(`<h1 id="haut">Blog</h1>`));
    writeFileSync(
      path.join(dir, "index.html"),
      page(
        [
          `<h1>Accueil</h1>`,
          `<p><a href="/tarifs/">Tarifs</a></p>`,
          `<p><a href="/blog/#articles">Articles</a></p>`,
          `<p><img src="/blog/"></p>`,
        ].join("\n"),
      ),
    );
    run = await runSite(["check", "--out", dir]);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("exits non-zero", () => {
    expect(run.code).toBe(1);
  });

  it("prints file:line:column for each problem", () => {
    const file = path.relative(process.cwd(), path.join(dir, "index.html"));
    expect(run.stderr).toContain(`${file}:6:13  link-broken`);
    expect(run.stderr).toContain(`${file}:7:13  link-fragment`);
    expect(run.stderr).toMatch(new RegExp(`${file.replace(/[.]/g, "\\.")}:8:\\d+  wcag/h37`));
  });
});

describe("site check on a real build with an image over the budget kept in the config", () => {
  let dir: string;
  let run: RunResult;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "site-check-budget-"));
    expect((await runSite(["build", "--out", dir, "--no-compress"])).code).toBe(0);
    writeFileSync(path.join(dir, "photo-chantier.png"), Buffer.alloc(SITE.budgets.largestImageBytes + 1));
    run = await runSite(["check", "--out", dir]);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("fails and names the file", () => {
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/photo-chantier\.png:1:1 +budget-media +image is [\d.]+ kB, over its budget/);
    expect(run.stderr).toContain("1 problem");
  });
});
