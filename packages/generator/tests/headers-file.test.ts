import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createHeadersFile, readHeadersFile } from "../src/serve/headers-file.ts";
import { useTempDirs } from "./helpers/temp-dirs.ts";

const tempDir = useTempDirs("headers-file-");

// The shape `site build` writes (packages/generator/src/host/render-headers-file.ts), with CRLF line ends,
// a header set twice in one rule and a header line before any path.
const FILE = [
  "  X-Stray: before any path",
  "# Written by `site build`: rebuild rather than edit.",
  "",
  "/*",
  "  Content-Security-Policy: default-src 'self'",
  "  Link: <https://cdn.example>; rel=preconnect",
  "  Permissions-Policy: camera=(), microphone=()",
  "/assets/*",
  "  Cache-Control: max-age=31536000, immutable",
  "  Vary: Accept-Encoding",
  "  Vary: Origin",
  "/admin/*",
  "  ! Content-Security-Policy",
  "  Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-eval'",
  "",
].join("\r\n");

async function written(text: string): Promise<string> {
  const dir = await tempDir();
  await writeFile(path.join(dir, "_headers"), text);
  return dir;
}

describe("_headers, as site serve reads it", () => {
  it("given the rules the build writes, should read each one's pattern and headers, in order", async () => {
    const rules = await readHeadersFile(path.join(await written(FILE), "_headers"));
    expect(rules.map((rule) => [rule.pattern.source, rule.headers])).toEqual([
      [
        "^\\/.*$",
        [
          ["Content-Security-Policy", "default-src 'self'"],
          ["Link", "<https://cdn.example>; rel=preconnect"],
          ["Permissions-Policy", "camera=(), microphone=()"],
        ],
      ],
      ["^\\/assets\\/.*$", [["Cache-Control", "max-age=31536000, immutable"], ["Vary", "Accept-Encoding, Origin"]]],
      ["^\\/admin\\/.*$", [["Content-Security-Policy", "default-src 'self'; script-src 'self' 'unsafe-eval'"]]],
    ]);
  });

  it("given a path, should send every matching rule's headers, the editor's policy replacing the site's", async () => {
    const headersFor = createHeadersFile(await written(FILE));
    expect(await headersFor("/admin/")).toEqual({
      "Content-Security-Policy": "default-src 'self'; script-src 'self' 'unsafe-eval'",
      Link: "<https://cdn.example>; rel=preconnect",
      "Permissions-Policy": "camera=(), microphone=()",
    });
    expect(await headersFor("/assets/app.js")).toMatchObject({ "Cache-Control": "max-age=31536000, immutable", "Content-Security-Policy": "default-src 'self'" });
    // As Cloudflare Pages matches: the folder's own path is not under its `/*` rule.
    expect(await headersFor("/assets")).not.toHaveProperty("Cache-Control");
  });

  it("given no _headers, should send nothing", async () => {
    expect(await createHeadersFile(await tempDir())("/")).toEqual({});
  });
});
