import { execFile } from "node:child_process";
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import vm from "node:vm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hostFiles } from "../../src/generator/host/host-files.ts";
import { parseHeadersFile } from "../../src/generator/serve/headers-file.ts";
import { IMMUTABLE, REVALIDATE } from "../../src/generator/host/cache-control.ts";
import { hostHeaders } from "../../src/generator/host/host-headers.ts";
import { securityHeaders } from "../../src/render/security-policy.ts";
import { SITE } from "../../src/site.ts";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";
import { runSite } from "../helpers/run-site.ts";

// The deployment samples of deploy/ and the host files the build writes into dist/_host/: the
// CloudFront functions never run in CI, so these checks, against the one description of the headers
// (hostHeaders in src/generator/host/host-headers.ts), are what keeps them right. tests/browser/nginx.test.ts
// runs the nginx files with a real nginx.
const DEPLOY = path.join(PROJECT_ROOT, "deploy");
const read = (name: string) => readFile(path.join(DEPLOY, name), "utf8");
const RULES = hostHeaders(securityHeaders(SITE), "/");

let dist: string;
const readBuilt = (name: string) => readFile(path.join(dist, name), "utf8");
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), "deploy-samples-"));
  const build = await runSite(["build", "--out", dist, "--no-compress"]);
  expect(build.code, build.stderr).toBe(0);
}, 120_000);
afterAll(() => rm(dist, { recursive: true, force: true }));

/** A host file written for another base, without a build. */
const forBase = (base: string, file: string) => new Map(hostFiles(securityHeaders(SITE), base)).get(file)!;

interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

/** Just enough of nginx's syntax: words, quoted strings, `;`, `{ }` and `#` comments. */
interface Token {
  value: string;
  /** `{`, `}` or `;` outside quotes. */
  punctuation: boolean;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\s+|#[^\n]*|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([{};])|([^\s{};"'#][^\s{};]*)/y;
  while (pattern.lastIndex < text.length) {
    const match = pattern.exec(text);
    if (!match) throw new Error(`nginx.conf: cannot read from offset ${pattern.lastIndex}`);
    const value = match[1] ?? match[2] ?? match[3] ?? match[4];
    if (value !== undefined) tokens.push({ value, punctuation: match[3] !== undefined });
  }
  return tokens;
}

function parseNginx(text: string): Directive[] {
  const tokens = tokenize(text);
  let at = 0;
  const parseBlock = (nested: boolean): Directive[] => {
    const directives: Directive[] = [];
    while (at < tokens.length) {
      if (tokens[at]!.punctuation && tokens[at]!.value === "}") {
        if (!nested) throw new Error("nginx.conf: `}` without a matching `{`");
        at++;
        return directives;
      }
      const words: string[] = [];
      while (at < tokens.length && !tokens[at]!.punctuation) words.push(tokens[at++]!.value);
      const end = tokens[at++]?.value;
      const [name, ...args] = words;
      if (!name || (end !== ";" && end !== "{")) throw new Error(`nginx.conf: unterminated directive ${words.join(" ")}`);
      directives.push(end === "{" ? { name, args, block: parseBlock(true) } : { name, args });
    }
    if (nested) throw new Error("nginx.conf: a `{` is never closed");
    return directives;
  };
  return parseBlock(false);
}

const find = (block: Directive[], name: string, ...args: string[]) =>
  block.find((d) => d.name === name && args.every((arg, i) => d.args[i] === arg));

/** add_header values of one block, by lower-case name: [value, ...flags]. */
const headersOf = (block: Directive[]) =>
  new Map(block.filter((d) => d.name === "add_header").map((d) => [d.args[0]!.toLowerCase(), d.args.slice(1)]));

function cspDirectives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe("deploy/nginx.conf", () => {
  it("is one server block that only says where to listen and where the build is", async () => {
    const top = parseNginx(await read("nginx.conf"));
    expect(top.map((d) => d.name)).toEqual(["server"]);
    const server = top[0]!.block!;
    expect(server.map((d) => d.name)).toEqual(["listen", "listen", "server_name", "root", "include"]);
    expect(find(server, "root")?.args).toEqual(["/var/www/site/dist"]);
    expect(find(server, "include")?.args).toEqual(["/var/www/site/dist/_host/nginx.conf"]);
  });

  it("keeps brotli_static, which needs a module nginx cannot test for, as a line to uncomment", async () => {
    expect(await read("nginx.conf")).toMatch(/^ {4}# brotli_static on;$/m);
  });
});

describe("dist/_host/nginx.conf", () => {
  let conf: Directive[];
  let locations: Directive[];

  // Parsed in each test, not in beforeAll, so that a syntax error fails every test by name.
  beforeEach(async () => {
    conf = parseNginx(await readBuilt("_host/nginx.conf"));
    locations = conf.filter((d) => d.name === "location");
  });

  it("is the file hostFiles writes for the build's base", async () => {
    expect(await readBuilt("_host/nginx.conf")).toBe(forBase("/", "_host/nginx.conf"));
  });

  it("has balanced braces outside comments and strings", async () => {
    let depth = 0;
    for (const { value, punctuation } of tokenize(await readBuilt("_host/nginx.conf"))) {
      if (punctuation) depth += value === "{" ? 1 : value === "}" ? -1 : 0;
      expect(depth).toBeGreaterThanOrEqual(0);
    }
    expect(depth).toBe(0);
  });

  it("serves dist like a static host: index, 301 for folders, 404.html, no listing", () => {
    expect(find(conf, "index")?.args).toEqual(["index.html"]);
    expect(find(conf, "absolute_redirect")?.args).toEqual(["off"]);
    expect(find(conf, "autoindex")?.args).toEqual(["off"]);
    expect(find(conf, "error_page", "404")?.args).toEqual(["404", "/404.html"]);
    expect(find(find(conf, "location", "/")!.block!, "try_files")?.args).toEqual(["$uri", "$uri/", "=404"]);
  });

  it("sends the build's .gz siblings", () => {
    expect(find(conf, "gzip_static")?.args).toEqual(["on"]);
  });

  it("keeps the hashed assets a year, immutable, only when they exist, and has every other file revalidated", () => {
    const assets = find(conf, "location", "/assets/")!.block!;
    expect(find(assets, "try_files")?.args).toEqual(["$uri", "=404"]);
    // No `always`: a 404 under /assets/ gets no Cache-Control, so it is never kept a year.
    expect(headersOf(assets).get("cache-control")).toEqual([IMMUTABLE]);
    expect(headersOf(find(conf, "location", "/")!.block!).get("cache-control")).toEqual([REVALIDATE]);
  });

  it("refuses the host files and dotfiles", () => {
    expect(find(conf, "location", "=", "/_headers")?.block).toEqual([{ name: "return", args: ["404"] }]);
    expect(find(conf, "location", "^~", "/_host/")?.block).toEqual([{ name: "return", args: ["404"] }]);
    const dotfiles = locations.find((d) => d.args[0] === "~" && d.args[1]?.startsWith("/\\."));
    expect(dotfiles?.block).toEqual([{ name: "return", args: ["404"] }]);
  });

  // add_header in a location drops every add_header of the server level.
  it("repeats the security headers, with `always`, in every location that adds headers", () => {
    const adding = locations.filter((d) => d.block!.some((inner) => inner.name === "add_header"));
    expect(adding.map((d) => d.args)).toEqual([["/"], ["/assets/"]]);
    expect(conf.some((d) => d.name === "add_header")).toBe(false);
    for (const location of adding) {
      const headers = headersOf(location.block!);
      for (const [name, value] of Object.entries(RULES.everywhere)) {
        expect(headers.get(name.toLowerCase()), `${name} in location ${location.args.join(" ")}`).toEqual([value, "always"]);
      }
    }
  });

  it("allows scripts and styles from the site and the scheduling provider only, never inline, eval or a hash", () => {
    const policy = headersOf(find(conf, "location", "/")!.block!).get("content-security-policy")![0]!;
    const directives = cspDirectives(policy);
    for (const name of ["script-src", "style-src"]) {
      expect(directives.get(name), name).toEqual(["'self'", new URL(SITE.schedulingScriptUrl).origin]);
    }
    expect(policy).not.toMatch(/sha256-|unsafe-eval/);
    expect(directives.get("frame-src")).toContain(new URL(SITE.schedulingUrl).origin);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("puts every location and the 404 page under --base", () => {
    const based = parseNginx(forBase("/projet/", "_host/nginx.conf"));
    expect(find(based, "error_page", "404")?.args).toEqual(["404", "/projet/404.html"]);
    const paths = based.filter((d) => d.name === "location").map((d) => d.args.join(" "));
    expect(paths).toEqual(["/projet/", "/projet/assets/", "= /projet/_headers", "^~ /projet/_host/", "~ /\\.(?!well-known/)"]);
  });
});

describe("deploy/github-actions.yml", () => {
  let active: string;

  beforeAll(async () => {
    // Commented alternatives (Netlify, S3) must not satisfy the checks of the active jobs.
    active = (await read("github-actions.yml"))
      .split("\n")
      .filter((line) => !line.trim().startsWith("#"))
      .join("\n");
  });

  it("installs, tests, builds, checks and uploads dist, in that order", () => {
    const steps = ["npm ci", "npm test", "npx site build --strict", "npx site check", "actions/upload-pages-artifact@", "actions/deploy-pages@"];
    const positions = steps.map((step) => active.indexOf(step));
    steps.forEach((step, i) => expect(positions[i], step).toBeGreaterThan(-1));
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(active).toMatch(/upload-pages-artifact@v\d+\s+with:\s+path: dist\s*$/m);
  });

  it("uses Node 22 with the npm cache", () => {
    expect(active).toMatch(/node-version: 22\s+cache: npm/);
  });

  it("checks with the --base it builds with", () => {
    const built = active.match(/site build [^\n]*--base ([^\n]+)$/m)?.[1];
    const checked = active.match(/site check [^\n]*--base ([^\n]+)$/m)?.[1];
    expect(built).toBe("/${{ github.event.repository.name }}/");
    expect(checked).toBe(built);
  });

  it("lets only the deploy job write to Pages", () => {
    expect(active).toMatch(/^permissions:\s+contents: read$/m);
    expect(active).toMatch(/pages: write\s+id-token: write/);
  });
});

describe("dist/_host/cloudfront-viewer-request.js", () => {
  type Result = { uri?: string; statusCode?: number; headers?: Record<string, { value: string }> };
  let code: string;

  const load = (source: string) => {
    const context: { handler?: (event: unknown) => Result } = {};
    vm.runInNewContext(source, context, { filename: "cloudfront-viewer-request.js" });
    return context.handler!;
  };
  const event = (uri: string, querystring: Record<string, unknown> = {}, headers: Record<string, unknown> = {}) => ({
    version: "1.0",
    context: { eventType: "viewer-request" },
    viewer: { ip: "192.0.2.1" },
    request: { method: "GET", uri, querystring, headers, cookies: {} },
  });

  beforeAll(async () => {
    code = await readBuilt("_host/cloudfront-viewer-request.js");
  });

  it("is a plain script in the ES5 that both CloudFront runtimes accept, under their 10 KB", () => {
    expect(() => new vm.Script(code)).not.toThrow();
    const withoutComments = code.replace(/^\s*\/\/.*$/gm, "");
    expect(withoutComments).not.toMatch(/\b(let|const|class|import|export)\b|=>|`/);
    expect(Buffer.byteLength(code)).toBeLessThan(10 * 1024);
  });

  it("maps a folder URL to its index.html", () => {
    const handler = load(code);
    expect(handler(event("/blog/")).uri).toBe("/blog/index.html");
    expect(handler(event("/")).uri).toBe("/index.html");
  });

  it("redirects a folder without its slash, keeping the query string", () => {
    const handler = load(code);
    const plain = handler(event("/blog"));
    expect(plain.statusCode).toBe(301);
    expect(plain.headers?.location?.value).toBe("/blog/");
    // An answer made by the function itself carries the security headers too, whatever runs after it.
    for (const [name, value] of Object.entries(RULES.everywhere)) expect(plain.headers?.[name.toLowerCase()]?.value, name).toBe(value);
    const query = handler(
      event("/blog", { utm_source: { value: "lettre" }, tag: { value: "a", multiValue: [{ value: "a" }, { value: "b" }] } }),
    );
    expect(query.headers?.location?.value).toBe("/blog/?utm_source=lettre&tag=a&tag=b");
  });

  it("never redirects to another site", () => {
    const handler = load(code);
    expect(handler(event("//evil.example/x")).headers?.location?.value).toBe("/evil.example/x/");
    expect(handler(event("/\\evil.example/x")).headers?.location?.value).toBe("/evil.example/x/");
  });

  it("leaves files alone", () => {
    const handler = load(code);
    for (const uri of ["/assets/site-0123456789.css", "/favicon.svg", "/videos/pilier-anticipation.mp4", "/404.html"]) {
      expect(handler(event(uri))).toMatchObject({ uri });
    }
  });

  it("picks a pre-compressed sibling from Accept-Encoding when SERVE_PRECOMPRESSED is on", () => {
    const on = code.replace("var SERVE_PRECOMPRESSED = false;", "var SERVE_PRECOMPRESSED = true;");
    expect(on).not.toBe(code);
    const handler = load(on);
    const accepting = (value: string) => ({ "accept-encoding": { value } });
    expect(handler(event("/blog/", {}, accepting("gzip, deflate, br, zstd"))).uri).toBe("/blog/index.html.br");
    expect(handler(event("/assets/main-AB12.js", {}, accepting("gzip"))).uri).toBe("/assets/main-AB12.js.gz");
    expect(handler(event("/assets/main-AB12.js")).uri).toBe("/assets/main-AB12.js");
    expect(handler(event("/videos/x.mp4", {}, accepting("br"))).uri).toBe("/videos/x.mp4");
    expect(load(code)(event("/blog/", {}, accepting("br"))).uri).toBe("/blog/index.html");
  });
});

describe("dist/_host/cloudfront-viewer-response.js", () => {
  type Response = { statusCode: number; headers: Record<string, { value: string }> };
  let code: string;

  const load = (source: string) => {
    const context: { handler?: (event: unknown) => Response } = {};
    vm.runInNewContext(source, context, { filename: "cloudfront-viewer-response.js" });
    return context.handler!;
  };
  /** A viewer-response event as CloudFront sends it: header names in lower case. */
  const event = (uri: string, statusCode: number, headers: Record<string, { value: string }> = {}) => ({
    version: "1.0",
    context: { eventType: "viewer-response" },
    viewer: { ip: "192.0.2.1" },
    request: { method: "GET", uri, querystring: {}, headers: {}, cookies: {} },
    response: { statusCode, statusDescription: "", headers, cookies: {} },
  });
  const headersOf = (response: Response) =>
    Object.fromEntries(Object.entries(response.headers).map(([name, { value }]) => [name, value]));
  const lowerCased = (headers: Record<string, string>) =>
    Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

  beforeAll(async () => {
    code = await readBuilt("_host/cloudfront-viewer-response.js");
  });

  it("is a plain script in the ES5 that both CloudFront runtimes accept, under their 10 KB", () => {
    expect(() => new vm.Script(code)).not.toThrow();
    const withoutComments = code.replace(/^\s*\/\/.*$/gm, "");
    expect(withoutComments).not.toMatch(/\b(let|const|class|import|export)\b|=>|`/);
    expect(Buffer.byteLength(code)).toBeLessThan(10 * 1024);
  });

  it("gives a page the security headers and revalidation, over what S3 stored", () => {
    const response = load(code)(event("/blog/index.html", 200, { "cache-control": { value: "max-age=600" }, etag: { value: '"1"' } }));
    expect(headersOf(response)).toEqual({ ...lowerCased(RULES.everywhere), "cache-control": REVALIDATE, etag: '"1"' });
  });

  it("keeps an existing asset a year, and never a missing one", () => {
    const handler = load(code);
    for (const status of [200, 206, 304]) {
      expect(headersOf(handler(event("/assets/site-0123456789.css", status)))["cache-control"], String(status)).toBe(IMMUTABLE);
    }
    const missing = headersOf(handler(event("/assets/nope.js", 404)));
    expect(missing).toEqual({ ...lowerCased(RULES.everywhere), "cache-control": REVALIDATE });
  });

  it("keeps only the assets under --base a year", () => {
    const handler = load(forBase("/projet/", "_host/cloudfront-viewer-response.js"));
    expect(headersOf(handler(event("/projet/assets/main-AB12.js", 200)))["cache-control"]).toBe(IMMUTABLE);
    expect(headersOf(handler(event("/assets/main-AB12.js", 200)))["cache-control"]).toBe(REVALIDATE);
  });
});

describe("every host's files, from the one description of the headers", () => {
  /** What each host sends for a site path that exists, by lower-case header name. */
  async function sentBy(sitePath: string) {
    const lower = (entries: [string, string][]) => Object.fromEntries(entries.map(([name, value]) => [name.toLowerCase(), value]));
    // Netlify and Cloudflare Pages: every matching rule, Cache-Control by the host's default otherwise.
    const rules = parseHeadersFile(await readBuilt("_headers")).filter((rule) => rule.pattern.test(sitePath));
    const headersFile = { "cache-control": REVALIDATE, ...lower(rules.flatMap((rule) => rule.headers)) };
    // nginx: the one location that matches (the longest prefix here).
    const locations = parseNginx(await readBuilt("_host/nginx.conf")).filter(
      (d) => d.name === "location" && d.args.length === 1 && sitePath.startsWith(d.args[0]!),
    );
    const location = locations.sort((a, b) => b.args[0]!.length - a.args[0]!.length)[0]!;
    const nginx = lower(location.block!.filter((d) => d.name === "add_header").map((d) => [d.args[0]!, d.args[1]!]));
    // CloudFront: the viewer-response function.
    const context: { handler?: (event: unknown) => { headers: Record<string, { value: string }> } } = {};
    vm.runInNewContext(await readBuilt("_host/cloudfront-viewer-response.js"), context);
    const response = context.handler!({ request: { uri: sitePath }, response: { statusCode: 200, headers: {} } });
    const cloudFront = Object.fromEntries(Object.entries(response.headers).map(([name, { value }]) => [name, value]));
    return { headersFile, nginx, cloudFront };
  }

  it.each(["/", "/blog/", "/404.html", "/favicon.svg", "/assets/site-0123456789.css"])("sends the same headers for %s", async (sitePath) => {
    const { headersFile, nginx, cloudFront } = await sentBy(sitePath);
    const expected = { ...RULES.everywhere, "Cache-Control": sitePath.startsWith("/assets/") ? IMMUTABLE : REVALIDATE };
    const lowerExpected = Object.fromEntries(Object.entries(expected).map(([name, value]) => [name.toLowerCase(), value]));
    expect(headersFile).toEqual(lowerExpected);
    expect(nginx).toEqual(lowerExpected);
    expect(cloudFront).toEqual(lowerExpected);
  });
});

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
      // fileb:// arguments are recorded with the file's content, read while it still exists.
      `#!/usr/bin/env node
const fs = require("node:fs");
const args = process.argv.slice(2).map((arg) => arg.startsWith("fileb://") ? arg + "\\n" + fs.readFileSync(arg.slice(8), "utf8") : arg);
fs.appendFileSync(process.env.AWS_CALLS, JSON.stringify(args) + "\\n");
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
