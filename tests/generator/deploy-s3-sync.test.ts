import { execFile } from "node:child_process";
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMMUTABLE, REVALIDATE } from "../../packages/generator/src/host/cache-control.ts";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";

// deploy/s3-sync.sh needs an AWS account, which CI has not: it runs here with a stand-in `aws` that
// records what it is asked, on a small folder laid out like a build.
const DEPLOY = path.join(PROJECT_ROOT, "deploy");

describe("deploy/s3-sync.sh", () => {
  let work: string;
  let dist: string;
  let fakeBin: string;

  /** Runs the script with a stand-in `aws` that records its arguments, one JSON array a line. */
  async function run(...args: string[]): Promise<{ code: number; stderr: string; calls: string[][] }> {
    const log = path.join(work, `calls-${Math.random().toString(36).slice(2)}.jsonl`);
    await writeFile(log, "");
    return new Promise((resolve) => {
      execFile(
        "bash",
        [path.join(DEPLOY, "s3-sync.sh"), ...args],
        { env: { ...process.env, PATH: `${fakeBin}${path.delimiter}${process.env.PATH}`, AWS_CALLS: log } },
        async (error, _stdout, stderr) => {
          const lines = (await readFile(log, "utf8")).split("\n").filter(Boolean);
          const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
          resolve({ code, stderr, calls: lines.map((line) => JSON.parse(line) as string[]) });
        },
      );
    });
  }

  const option = (call: string[], name: string) => {
    const at = call.indexOf(name);
    return at === -1 ? undefined : call[at + 1];
  };
  const copying = (calls: string[][], include: string) =>
    calls.find((call) => call[1] === "cp" && option(call, "--include") === include);

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), "s3-sync-"));
    dist = path.join(work, "dist");
    fakeBin = path.join(work, "bin");
    await mkdir(fakeBin);
    await writeFile(
      path.join(fakeBin, "aws"),
      // Debian's Python, not Node: the script calls it 15 to 40 times a run, and Python without its
      // site packages starts three times faster (not pyenv's shim, a script of its own). fileb:// arguments are recorded with the file's content, read while it still exists.
      `#!/usr/bin/python3 -S
import json, os, sys
def arg(value):
    if not value.startswith("fileb://"): return value
    with open(value[8:], encoding="utf-8") as file: return value + "\\n" + file.read()
with open(os.environ["AWS_CALLS"], "a", encoding="utf-8") as log: log.write(json.dumps([arg(value) for value in sys.argv[1:]]) + "\\n")
`,
    );
    await chmod(path.join(fakeBin, "aws"), 0o755);
    const files: Record<string, string> = {
      "index.html": "<!doctype html>",
      "index.html.br": "br",
      "index.html.gz": "gz",
      "404.html": "<!doctype html>",
      "blog/index.html": "<!doctype html>",
      "assets/site-0123456789.css": "body{}",
      "assets/site-0123456789.css.br": "br",
      "assets/site-0123456789.css.gz": "gz",
      "assets/inter-ABCD1234.woff2": "font",
      "favicon.svg": "<svg/>",
      "sitemap.xml": "<urlset/>",
      "videos/pilier.mp4": "video",
      _headers: "/*\n  X-Frame-Options: DENY\n",
      "_host/nginx.conf": "index index.html;",
      "_host/cloudfront-viewer-request.js": "var SERVE_PRECOMPRESSED = false;\nfunction handler(event) { return event.request; }\n",
      "_host/cloudfront-viewer-response.js": "function handler(event) { return event.response; }\n",
    };
    for (const [file, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
      await writeFile(path.join(dist, file), content);
    }
  });

  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });

  it("stores each file type with the build's Cache-Control and an explicit Content-Type", async () => {
    const { code, calls } = await run("s3://bucket", "--dir", dist);
    expect(code).toBe(0);
    const css = copying(calls, "assets/*.css")!;
    expect(option(css, "--cache-control")).toBe(IMMUTABLE);
    expect(option(css, "--content-type")).toBe("text/css");
    expect(option(copying(calls, "assets/*.woff2")!, "--content-type")).toBe("font/woff2");
    const html = copying(calls, "*.html")!;
    expect(option(html, "--cache-control")).toBe(REVALIDATE);
    expect(option(html, "--content-type")).toBe("text/html; charset=utf-8");
    expect(html).toContain("assets/*");
    for (const include of ["*.svg", "*.xml", "*.mp4"]) {
      expect(option(copying(calls, include)!, "--cache-control"), include).toBe(REVALIDATE);
    }
  });

  it("uploads pages after everything else, then deletes only what the build dropped", async () => {
    const { calls } = await run("s3://bucket", "--dir", dist);
    const copies = calls.filter((call) => call[1] === "cp");
    expect(option(copies.at(-1)!, "--include")).toBe("*.html");
    const prune = calls.find((call) => call[1] === "sync")!;
    expect(prune).toEqual(expect.arrayContaining(["--delete", "--size-only"]));
    for (const kept of ["assets/*", "*.br", "*.gz", "_headers", "_host/*"]) {
      expect(prune[prune.indexOf(kept) - 1], kept).toBe("--exclude");
    }
  });

  it("never uploads the host files", async () => {
    const { calls } = await run("s3://bucket", "--dir", dist);
    const copies = calls.filter((call) => call[1] === "cp");
    expect(copies.map((call) => option(call, "--include"))).not.toContain("*.conf");
    for (const call of copies.filter((call) => !option(call, "--include")!.startsWith("assets/"))) {
      expect(call[call.indexOf("_host/*") - 1], call.join(" ")).toBe("--exclude");
    }
  });

  it("publishes the build's two CloudFront functions, after the assets and before the pages", async () => {
    const { code, calls } = await run("s3://bucket", "--dir", dist);
    expect(code).toBe(0);
    const at = (command: string, name: string) => calls.findIndex((call) => call[1] === command && option(call, "--name") === name);
    for (const [name, file] of [
      ["site-viewer-request", "cloudfront-viewer-request.js"],
      ["site-viewer-response", "cloudfront-viewer-response.js"],
    ] as const) {
      const update = calls[at("update-function", name)]!;
      expect(option(update, "--function-code")).toBe(`fileb://${path.join(dist, "_host", file)}\n${await readFile(path.join(dist, "_host", file), "utf8")}`);
      expect(at("publish-function", name)).toBeGreaterThan(at("update-function", name));
      expect(at("update-function", name)).toBeGreaterThan(calls.findIndex((call) => option(call, "--include") === "assets/*.css"));
      expect(at("publish-function", name)).toBeLessThan(calls.findIndex((call) => option(call, "--include") === "*.html"));
    }
  });

  it("with --precompressed, publishes the viewer-request function that serves the siblings", async () => {
    const { calls } = await run("s3://bucket", "--dir", dist, "--precompressed");
    const update = calls.find((call) => call[1] === "update-function" && option(call, "--name") === "site-viewer-request")!;
    expect(option(update, "--function-code")).toContain("\nvar SERVE_PRECOMPRESSED = true;\n");
  });

  it("with --no-functions, leaves CloudFront alone", async () => {
    const { code, calls } = await run("s3://bucket", "--dir", dist, "--no-functions");
    expect(code).toBe(0);
    expect(calls.filter((call) => call[0] === "cloudfront")).toEqual([]);
  });

  it("leaves the .br and .gz siblings to CloudFront by default", async () => {
    const { calls } = await run("s3://bucket", "--dir", dist);
    const includes = calls.map((call) => option(call, "--include") ?? "");
    expect(includes.filter((include) => /\.(br|gz)$/.test(include))).toEqual([]);
    expect(calls.some((call) => call.includes("--content-encoding"))).toBe(false);
  });

  it("with --precompressed, uploads them with their Content-Encoding and the original's type", async () => {
    const { code, calls } = await run("s3://bucket", "--dir", dist, "--precompressed");
    expect(code).toBe(0);
    const htmlBr = copying(calls, "*.html.br")!;
    expect(option(htmlBr, "--content-encoding")).toBe("br");
    expect(option(htmlBr, "--content-type")).toBe("text/html; charset=utf-8");
    expect(option(htmlBr, "--cache-control")).toBe(REVALIDATE);
    const cssGz = copying(calls, "assets/*.css.gz")!;
    expect(option(cssGz, "--content-encoding")).toBe("gzip");
    expect(option(cssGz, "--content-type")).toBe("text/css");
    expect(option(cssGz, "--cache-control")).toBe(IMMUTABLE);
    expect(calls.find((call) => call[1] === "sync")).not.toContain("*.br");
  });

  it("refuses a folder that is not a build", async () => {
    const { code, stderr, calls } = await run("s3://bucket", "--dir", path.join(work, "nothing"));
    expect(code).toBe(1);
    expect(stderr).toContain("site build");
    expect(calls).toEqual([]);
  });
});
