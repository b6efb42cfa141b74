import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runSite, type RunResult } from "../helpers/run-site.ts";

// Cloudflare Pages drops what is past its limits without a word at deploy time: `site check` must
// say it first. Each case is a valid one-page output with only its `_headers` wrong.
const page = `<!doctype html>\n<html lang="fr"><head><meta charset="utf-8"><title>Page</title></head>\n<body>\n<main>\n<h1>Accueil</h1>\n</main>\n</body></html>\n`;

function outputWithHeaders(headers: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "site-check-headers-"));
  writeFileSync(path.join(dir, "index.html"), page);
  writeFileSync(path.join(dir, "_headers"), headers);
  return dir;
}

const rules = (count: number) =>
  Array.from({ length: count }, (_, i) => `/page-${i + 1}/\n  Cache-Control: public, max-age=0, must-revalidate\n`).join("\n");

describe("site check, given a _headers file with 101 rules", () => {
  let dir: string;
  let run: RunResult;
  beforeAll(async () => {
    dir = outputWithHeaders(`# one rule a page\n${rules(101)}`);
    run = await runSite(["check", "--out", dir]);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("fails, naming the file, the count and the limit, at the first rule over it", () => {
    expect(run.code).toBe(1);
    const file = path.relative(process.cwd(), path.join(dir, "_headers"));
    // Rule 101 starts on line 2 + 100 × 3.
    expect(run.stderr).toContain(`${file}:302:1  headers-file-limit`);
    expect(run.stderr).toContain("_headers has 101 rules, over Cloudflare Pages' limit of 100");
  });
});

describe("site check, given a _headers file with a line of 2,000 characters", () => {
  let dir: string;
  let run: RunResult;
  beforeAll(async () => {
    const line = `  Content-Security-Policy: default-src 'self'; img-src 'self' ${"https://a.example ".repeat(200)}`.slice(0, 2_000);
    dir = outputWithHeaders(`/*\n${line}\n`);
    run = await runSite(["check", "--out", dir]);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("fails, naming the file, the line and the limit", () => {
    expect(run.code).toBe(1);
    const file = path.relative(process.cwd(), path.join(dir, "_headers"));
    expect(run.stderr).toContain(`${file}:2:1  headers-file-limit`);
    expect(run.stderr).toContain("_headers line of 2000 characters, over Cloudflare Pages' limit of 1999");
  });
});

describe("site check, given a _headers file at the limits", () => {
  let dir: string;
  let run: RunResult;
  beforeAll(async () => {
    dir = outputWithHeaders(`${rules(99)}\n/*\n  X-Long: ${"x".repeat(1_999 - "  X-Long: ".length)}\n`);
    run = await runSite(["check", "--out", dir]);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("passes: 100 rules and lines of 1,999 characters", () => {
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
  });
});
