import vm from "node:vm";
import { beforeAll, describe, expect, it } from "vitest";
import { IMMUTABLE, REVALIDATE } from "../../packages/generator/src/host/cache-control.ts";
import { forBase, RULES, useBuild } from "../helpers/host-files.ts";

// The CloudFront functions the build writes into dist/_host/ never run in CI, so these checks, in a
// plain V8 context and against the one description of the headers (hostHeaders in
// packages/generator/src/host/host-headers.ts), are what keeps them right.
const readBuilt = useBuild();

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

  it("sends an existing asset only the headers a stylesheet or script obeys, and the 404 page the documents' ones", () => {
    const handler = load(code);
    expect(headersOf(handler(event("/assets/site-0123456789.css", 200)))).toEqual({ "x-content-type-options": "nosniff", "cache-control": IMMUTABLE });
    expect(headersOf(handler(event("/assets/nope.js", 404)))["content-security-policy"]).toBe(RULES.everywhere["Content-Security-Policy"]);
    expect(headersOf(handler(event("/blog/images/nope.svg", 404)))["content-security-policy"]).toBe(RULES.everywhere["Content-Security-Policy"]);
  });

  it("sends the editor at /admin/ its own policy, and a 404 there the site's", () => {
    const handler = load(code);
    const editor = RULES.folders.find((folder) => folder.path === "/admin/")!;
    expect(headersOf(handler(event("/admin/index.html", 200)))).toEqual({ ...lowerCased(editor.headers), "cache-control": REVALIDATE });
    expect(editor.headers["Content-Security-Policy"]).not.toBe(RULES.everywhere["Content-Security-Policy"]);
    expect(headersOf(handler(event("/admin/nope", 404)))["content-security-policy"]).toBe(RULES.everywhere["Content-Security-Policy"]);
  });

  it("keeps only the assets under --base a year", () => {
    const handler = load(forBase("/projet/", "_host/cloudfront-viewer-response.js"));
    expect(headersOf(handler(event("/projet/assets/main-AB12.js", 200)))["cache-control"]).toBe(IMMUTABLE);
    expect(headersOf(handler(event("/assets/main-AB12.js", 200)))["cache-control"]).toBe(REVALIDATE);
  });
});
