import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { hostFiles } from "../../src/generator/host/host-files.ts";
import { hostHeaders } from "../../src/generator/host/host-headers.ts";
import { securityHeaders } from "../../src/render/security-policy.ts";
import { adminFolders } from "../../src/generator/cms/admin-files.ts";
import site from "../../src/server-entry.ts";
import { SITE } from "../../src/site.ts";
import { runSite } from "./run-site.ts";

/** The one description of the headers (hostHeaders) for the site at the root: what every host file must send. */
export const RULES = hostHeaders(securityHeaders(SITE), "/", [], adminFolders(site));

/** A host file written for another base, without a build. */
export const forBase = (base: string, file: string) => new Map(hostFiles(securityHeaders(SITE), base, [], adminFolders(site))).get(file)!;

/**
 * Builds the site, uncompressed, before the tests of the calling file or describe block, and removes
 * it after them; returns a reader of the build's files ("_host/nginx.conf"). Called only where the
 * host files must be the ones a real build writes.
 */
export function useBuild(): (name: string) => Promise<string> {
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), "host-files-"));
    const build = await runSite(["build", "--out", dist, "--no-compress"]);
    expect(build.code, build.stderr).toBe(0);
  }, 120_000);
  afterAll(() => rm(dist, { recursive: true, force: true }));
  return (name) => readFile(path.join(dist, name), "utf8");
}
