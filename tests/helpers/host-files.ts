import { readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll } from "vitest";
import { hostFiles } from "../../packages/generator/src/host/host-files.ts";
import { hostHeaders } from "../../packages/generator/src/host/host-headers.ts";
import { securityHeaders } from "../../src/render/security-policy.ts";
import { adminFolders } from "../../packages/generator/src/cms/admin-files.ts";
import site from "../../src/server-entry.ts";
import { SITE } from "../../src/site.ts";
import { projectBuild } from "./project-build.ts";

/** The one description of the headers (hostHeaders) for the site at the root: what every host file must send. */
export const RULES = hostHeaders(securityHeaders(SITE), "/", [], adminFolders(site));

/** A host file written for another base, without a build. */
export const forBase = (base: string, file: string) => new Map(hostFiles(securityHeaders(SITE), base, [], adminFolders(site))).get(file)!;

/**
 * A reader of the files ("_host/nginx.conf") of the project's build, shared by the run
 * (project-build.ts). Called only where the host files must be the ones a real build writes.
 */
export function useBuild(): (name: string) => Promise<string> {
  let dist: string;
  beforeAll(async () => {
    dist = await projectBuild();
  }, 120_000);
  return (name) => readFile(path.join(dist, name), "utf8");
}
