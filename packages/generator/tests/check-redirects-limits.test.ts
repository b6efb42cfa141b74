import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  checkRedirects,
  CLOUDFRONT_FUNCTION_MAX_BYTES,
  REDIRECTS_FILE_MAX_LINE_CHARS,
  REDIRECTS_FILE_MAX_RULES,
} from "../src/check/check-redirects.ts";
import { listOutput } from "../src/check/list-output.ts";

// Past these limits the hosts drop rules, or refuse the function, at deploy time: the check fails first.
describe("site check on the hosts' limits for redirects", () => {
  let dir: string | undefined;
  afterEach(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

  const outputWith = async (redirects: string, viewerRequest = "", base = "/") => {
    dir = await mkdtemp(path.join(os.tmpdir(), "check-redirects-"));
    await mkdir(path.join(dir, "_host"));
    await writeFile(path.join(dir, "index.html"), "<!doctype html>");
    await writeFile(path.join(dir, "_redirects"), redirects);
    await writeFile(path.join(dir, "_host", "cloudfront-viewer-request.js"), viewerRequest);
    return checkRedirects(dir, await listOutput(dir), base);
  };

  it("passes a rule that leads to a page", async () => {
    expect(await outputWith("/ancien/ / 301\n", "var REDIRECTS = {};")).toEqual([]);
  });

  it("reads the rules under the base path the output was built for", async () => {
    expect(await outputWith("/sub/ancien/ /sub/ 301\n", "", "/sub/")).toEqual([]);
    const outside = await outputWith("/sub/ancien/ /autre/ 301\n", "", "/sub/");
    expect(outside.map((problem) => problem.rule)).toEqual(["redirect-outside-base"]);
  });

  it("fails past Cloudflare Pages' 2,000 rules and 1,000 characters a line", async () => {
    const rules = Array.from({ length: REDIRECTS_FILE_MAX_RULES + 1 }, (_, index) => `/r${index}/ / 301`);
    const long = `/${"a".repeat(REDIRECTS_FILE_MAX_LINE_CHARS)}/ / 301`;
    const problems = await outputWith([...rules, long].join("\n"));
    expect(problems.filter((problem) => problem.rule === "redirects-file-limit").map((problem) => problem.line)).toEqual([
      REDIRECTS_FILE_MAX_RULES + 1,
      REDIRECTS_FILE_MAX_RULES + 2,
    ]);
  });

  it("fails when the redirects make the CloudFront function larger than it may be", async () => {
    const problems = await outputWith("", "x".repeat(CLOUDFRONT_FUNCTION_MAX_BYTES + 1));
    expect(problems.map((problem) => [problem.file, problem.rule])).toEqual([["_host/cloudfront-viewer-request.js", "cloudfront-function-size"]]);
  });
});
