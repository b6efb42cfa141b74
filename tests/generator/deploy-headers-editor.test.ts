import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseAllHeaders } from "netlify-headers-parser";
import { describe, expect, it } from "vitest";
import { forBase, RULES } from "../helpers/host-files.ts";

// The editor at /admin/ needs its own policy (Decap evaluates code), and `_headers` is one file read
// by two hosts that treat a header set by two matching rules differently.
const SITE_POLICY = RULES.everywhere["Content-Security-Policy"]!;
const EDITOR_POLICY = RULES.folders.find((folder) => folder.path === "/admin/")!.headers["Content-Security-Policy"]!;

/**
 * The headers Cloudflare Pages sends for a path, as its asset server applies `_headers`
 * (workers-sdk, packages/workers-shared/utils/configuration/parseHeaders.ts and
 * asset-worker/src/utils/headers.ts): every matching rule in the file's order; a header a rule sets
 * again is joined to the earlier value; a line `! Name` detaches the value earlier rules set.
 */
function cloudflarePages(file: string, sitePath: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let matches = false;
  for (const line of file.split("\n").map((text) => text.trim())) {
    if (!line || line.startsWith("#")) continue;
    if (line.startsWith("/")) {
      matches = new RegExp(`^${line.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`).test(sitePath);
    } else if (matches && line.startsWith("!")) {
      delete headers[line.slice(1).trim().toLowerCase()];
    } else if (matches) {
      const [name, value] = [line.slice(0, line.indexOf(":")).trim().toLowerCase(), line.slice(line.indexOf(":") + 1).trim()];
      headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
    }
  }
  return headers;
}

interface NetlifyRule {
  forRegExp: RegExp;
  values: Record<string, string>;
}
// The package's declarations mark `headersFiles` as never[] and the config path as required.
const parseNetlify = parseAllHeaders as unknown as (options: { headersFiles: string[]; minimal: boolean }) => Promise<{
  headers: NetlifyRule[];
  errors: Error[];
}>;

/** The headers Netlify sends for a path, read by its own parser: the later matching rule's value wins. */
async function netlify(file: string, sitePath: string): Promise<{ headers: Record<string, string>; errors: Error[] }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "headers-editor-"));
  try {
    await writeFile(path.join(dir, "_headers"), file);
    const { headers, errors } = await parseNetlify({ headersFiles: [path.join(dir, "_headers")], minimal: false });
    const matching = headers.filter((rule) => rule.forRegExp.test(sitePath)).map((rule) => rule.values);
    return { headers: Object.assign({}, ...matching), errors };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe.each(["/", "/projet/"])("given the _headers the build writes under the base %s", (base) => {
  const file = forBase(base, "_headers");
  const editor = `${base}admin/`;

  it("should send the editor only its own policy on Cloudflare Pages, and the pages only the site's", () => {
    expect(cloudflarePages(file, editor)["content-security-policy"]).toBe(EDITOR_POLICY);
    expect(cloudflarePages(file, `${editor}decap-cms.js`)["content-security-policy"]).toBe(EDITOR_POLICY);
    expect(cloudflarePages(file, `${base}blog/`)["content-security-policy"]).toBe(SITE_POLICY);
  });

  it("should be read by Netlify's parser with no error, the editor's rule giving it only its own policy", async () => {
    const { headers, errors } = await netlify(file, editor);
    expect(errors).toEqual([]);
    expect(headers["Content-Security-Policy"]).toBe(EDITOR_POLICY);
    expect((await netlify(file, `${base}blog/`)).headers["Content-Security-Policy"]).toBe(SITE_POLICY);
  });

  it("should keep every other header of the site on the editor's page, once", () => {
    const { "content-security-policy": _policy, ...others } = cloudflarePages(file, editor);
    const expected = Object.entries(RULES.everywhere).filter(([name]) => name !== "Content-Security-Policy");
    expect(others).toEqual(Object.fromEntries(expected.map(([name, value]) => [name.toLowerCase(), value])));
  });
});
