import { readFile } from "node:fs/promises";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { IMMUTABLE, REVALIDATE } from "../../packages/generator/src/host/cache-control.ts";
import { SITE } from "../../src/site.ts";
import { forBase, RULES, useBuild } from "../helpers/host-files.ts";
import { matchLocation, parseNginx, tokenize, type Directive } from "../helpers/parse-nginx.ts";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";
import { SPECULATION_RULES_HASH } from "../../src/components/SpeculationRules.tsx";
import { LOADER_START_HASH } from "../../src/components/LoaderStart.tsx";

// deploy/nginx.conf and the dist/_host/nginx.conf it includes, read as nginx reads them and checked
// against the one description of the headers (hostHeaders in packages/generator/src/host/host-headers.ts).
// tests/browser/nginx.test.ts runs them with a real nginx.
const read = (name: string) => readFile(path.join(PROJECT_ROOT, "deploy", name), "utf8");

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
  const readBuilt = useBuild();
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
    const assets = find(conf, "location", "^~", "/assets/")!.block!;
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
    const images = `\\.(?:${RULES.imageExtensions.join("|")})$`;
    expect(adding.map((d) => d.args)).toEqual([["/"], ["^~", "/admin/"], ["^~", "/assets/"], ["~*", images]]);
    expect(conf.some((d) => d.name === "add_header")).toBe(false);
    // The editor's folder: the site's headers, its own policy in place of the site's.
    const expected = [RULES.everywhere, RULES.folders[0]!.headers, RULES.assetHeaders, RULES.imageHeaders];
    for (const [index, location] of adding.entries()) {
      const headers = headersOf(location.block!);
      for (const [name, value] of Object.entries(expected[index]!)) {
        expect(headers.get(name.toLowerCase()), `${name} in location ${location.args.join(" ")}`).toEqual([value, "always"]);
      }
      expect([...headers.keys()].filter((name) => name !== "cache-control")).toHaveLength(Object.keys(expected[index]!).length);
    }
  });

  // nginx takes the first regular expression that matches: the images' must not serve a dotfile.
  it("picks the dotfiles' location before the images', and the assets' before both", () => {
    expect(matchLocation(conf, "/.cache/x.svg")?.block).toEqual([{ name: "return", args: ["404"] }]);
    expect(matchLocation(conf, "/blog/images/x.svg")?.args[0]).toBe("~*");
    expect(matchLocation(conf, "/assets/x.svg")?.args).toEqual(["^~", "/assets/"]);
    expect(matchLocation(conf, "/.well-known/x.png")?.args[0]).toBe("~*");
  });

  it("allows scripts and styles from the site and the scheduling provider only, never eval (WebAssembly's compilation only, for the search), two inline scripts by their hashes: the speculation rules and the loader's start", () => {
    const policy = headersOf(find(conf, "location", "/")!.block!).get("content-security-policy")![0]!;
    const directives = cspDirectives(policy);
    // Two inline scripts of constant text, by their hashes (src/components/SpeculationRules.tsx, LoaderStart.tsx).
    expect(directives.get("script-src")).toEqual(["'self'", new URL(SITE.schedulingScriptUrl).origin, SPECULATION_RULES_HASH, LOADER_START_HASH, "'wasm-unsafe-eval'"]);
    expect(directives.get("style-src")).toEqual(["'self'", new URL(SITE.schedulingScriptUrl).origin]);
    expect(policy.match(/sha256-/g)).toHaveLength(2);
    expect(policy).not.toMatch(/'unsafe-eval'/);
    expect(directives.get("frame-src")).toContain(new URL(SITE.schedulingUrl).origin);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("puts every location and the 404 page under --base", () => {
    const based = parseNginx(forBase("/projet/", "_host/nginx.conf"));
    expect(find(based, "error_page", "404")?.args).toEqual(["404", "/projet/404.html"]);
    const paths = based.filter((d) => d.name === "location").map((d) => d.args.join(" "));
    expect(paths).toEqual([
      "/projet/",
      "^~ /projet/admin/",
      "^~ /projet/assets/",
      "= /projet/_headers",
      "= /projet/_redirects",
      "^~ /projet/_host/",
      "~ /\\.(?!well-known/)",
      `~* \\.(?:${RULES.imageExtensions.join("|")})$`,
    ]);
  });
});
