import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { CmsBackend } from "../../packages/generator/src/site-definition.ts";
import { adminPolicy } from "../../packages/generator/src/cms/admin-policy.ts";
import { validateConfig } from "../../packages/generator/src/validate-config.ts";
import { cmsBackendSchema } from "../../src/cms-backend-schema.ts";
import { configSchemas } from "../../src/site-schema.ts";
import { SITE, SPEC } from "../../src/site.ts";
import { docLines } from "../helpers/doc-files.ts";
import { copyProject } from "../helpers/project-copy.ts";
import { runSite } from "../helpers/run-site.ts";

// SITE.cms.backend as a deployer might write it for each Git host: the build refuses what Decap
// CMS could not sign an editor in with, or could not save a pull request with, naming the field.

const REPO = SITE.cms.backend.repo;

/** The build's message for SITE with this backend (validate-config.ts, as `site build` runs it), or "" when it passes. */
async function buildMessage(backend: unknown): Promise<string> {
  const cacheDir = mkdtempSync(path.join(tmpdir(), "cms-backend-"));
  try {
    const values = { SITE: { ...SITE, cms: { backend } }, SPEC };
    await validateConfig({ file: "src/site.ts", values, schemas: configSchemas, placeholderMarks: [] }, "test", cacheDir);
    return "";
  } catch (error) {
    return (error as Error).message;
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

const ACCEPTED: [string, CmsBackend][] = [
  ["GitHub with an OAuth proxy", { name: "github", repo: REPO, branch: "main", base_url: "https://oauth.entreprise.fr" }],
  ["GitHub signed in by Netlify, the site hosted there", { name: "github", repo: REPO, branch: "main", base_url: "https://api.netlify.com" }],
  ["GitHub Enterprise Server", { name: "github", repo: REPO, branch: "main", base_url: "https://oauth.entreprise.fr", api_root: "https://github.entreprise.fr/api/v3" }],
  ["gitlab.com with PKCE", { name: "gitlab", repo: REPO, branch: "main", auth_type: "pkce", app_id: "0123abcd" }],
  ["a self-hosted GitLab", { name: "gitlab", repo: REPO, branch: "main", auth_type: "pkce", app_id: "0123abcd", api_root: "https://gitlab.entreprise.fr/api/v4", base_url: "https://gitlab.entreprise.fr" }],
  ["Forgejo", { name: "forgejo", repo: REPO, branch: "main", api_root: "https://codeberg.org/api/v1", app_id: "a1b2-c3d4" }],
];

const REFUSED: [string, Record<string, unknown>, string][] = [
  ["GitHub without base_url, which would send editors to Netlify's sign-in from any host", { name: "github", repo: REPO, branch: "main" },
    'SITE.cms.backend.base_url is missing; expected the https:// origin (no path) of the OAuth proxy that signs editors in with GitHub, e.g. "https://oauth.example.fr", or "https://api.netlify.com" where the site is hosted on Netlify'],
  ["GitHub with an OAuth proxy under a path", { name: "github", repo: REPO, branch: "main", base_url: "https://entreprise.fr/oauth" },
    'SITE.cms.backend.base_url is "https://entreprise.fr/oauth"; expected the https:// origin (no path) of the OAuth proxy'],
  ["GitLab without PKCE", { name: "gitlab", repo: REPO, branch: "main", app_id: "0123abcd" },
    'SITE.cms.backend.auth_type is missing; expected "pkce": GitLab signs editors in from the browser, with no OAuth proxy'],
  ["GitLab with the implicit grant", { name: "gitlab", repo: REPO, branch: "main", auth_type: "implicit", app_id: "0123abcd" },
    'SITE.cms.backend.auth_type is "implicit"; expected "pkce"'],
  ["GitLab without app_id", { name: "gitlab", repo: REPO, branch: "main", auth_type: "pkce" },
    "SITE.cms.backend.app_id is missing; expected the id of the OAuth application made on the Git host for the editor"],
  ["a self-hosted GitLab without base_url, whose editors would sign in on gitlab.com", { name: "gitlab", repo: REPO, branch: "main", auth_type: "pkce", app_id: "0123abcd", api_root: "https://gitlab.entreprise.fr/api/v4" },
    "SITE.cms.backend.base_url is missing; expected the origin of api_root"],
  ["a self-hosted GitLab's origin without its API, which would be gitlab.com's", { name: "gitlab", repo: REPO, branch: "main", auth_type: "pkce", app_id: "0123abcd", base_url: "https://gitlab.entreprise.fr" },
    'SITE.cms.backend.base_url is "https://gitlab.entreprise.fr"; expected the origin of api_root, both set for a self-hosted GitLab and neither for gitlab.com'],
  ["Gitea, whose Decap backend has no editorial workflow", { name: "gitea", repo: REPO, branch: "main", api_root: "https://git.entreprise.fr/api/v1", app_id: "a1b2" },
    'SITE.cms.backend.name is "gitea"; expected "forgejo": Decap CMS\'s "gitea" backend stops at start with the editorial workflow /admin/ runs'],
  ["Forgejo without api_root", { name: "forgejo", repo: REPO, branch: "main", app_id: "a1b2" },
    "SITE.cms.backend.api_root is missing; expected the Forgejo server's API, its https:// origin followed by /api/v1"],
  ["Forgejo with its origin as api_root", { name: "forgejo", repo: REPO, branch: "main", api_root: "https://codeberg.org", app_id: "a1b2" },
    'SITE.cms.backend.api_root is "https://codeberg.org"; expected the Forgejo server\'s API'],
  ["Forgejo with base_url, which Decap ignores there", { name: "forgejo", repo: REPO, branch: "main", api_root: "https://codeberg.org/api/v1", app_id: "a1b2", base_url: "https://codeberg.org" },
    "SITE.cms.backend.base_url is not a known setting"],
  ["a host Decap's editor here does not sign in to", { name: "bitbucket", repo: REPO, branch: "main" },
    'SITE.cms.backend.name is "bitbucket"; expected "github", "gitlab" or "forgejo"'],
];

describe("SITE.cms.backend", () => {
  it.each(ACCEPTED)("given %s, should pass the build's check", async (_, backend) => {
    expect(await buildMessage(backend)).toBe("");
  });

  it.each(REFUSED)("given %s, should fail the build naming the field and what is expected", async (_, backend, message) => {
    const got = await buildMessage(backend);
    expect(got).toContain("src/site.ts:");
    expect(got).toContain(message);
  });
});

/** What a deployer puts where docs/cms.md's table writes an id as "…". */
const AN_APP_ID = "0123abcd";

/**
 * Each row of docs/cms.md's table of Git hosts: where it is, its host, and its `backend` as a
 * deployer would copy it. The literal is the doc's own, made JSON by quoting its keys, not run.
 */
function documentedBackends(): [string, string, unknown][] {
  const lines = docLines("docs/cms.md");
  const header = lines.findIndex((line) => line.text.startsWith("| Host | `backend` |"));
  const end = lines.findIndex((line, index) => index > header && !line.text.startsWith("|"));
  return lines.slice(header + 2, end).map(({ file, line, text }) => {
    const [host, backend] = text.split("|").slice(1, 3).map((cell) => cell.trim().replace(/^`|`$/g, ""));
    const json = backend!.replaceAll('"…"', JSON.stringify(AN_APP_ID)).replace(/([{,]\s*)(\w+)\s*:/g, '$1"$2":');
    return [`${file}:${line}`, host!, JSON.parse(json)];
  });
}

describe("docs/cms.md's table of each Git host's backend", () => {
  const rows = documentedBackends();

  it("has a row for every host the build accepts", () => {
    const hosts = cmsBackendSchema(z, z.string()).options.map((option) => option.shape.name.value);
    expect(new Set(rows.map(([, , backend]) => (backend as { name: string }).name))).toEqual(new Set(hosts));
  });

  it.each(rows)("given %s (%s), should pass the build's check as written there", async (_, __, backend) => {
    expect(await buildMessage(backend)).toBe("");
  });
});

describe("the editor's Content-Security-Policy", () => {
  const connect = (backend: CmsBackend) => adminPolicy(backend).match(/connect-src ([^;]+)/)![1]!.split(" ");

  // Where Decap 3's backends talk: GitHub's API (sign-in is the proxy's window); GitLab's API and
  // its PKCE token endpoint at base_url (gitlab.com's by default); Forgejo's API and its token
  // endpoint, both at api_root's origin.
  it.each([
    [ACCEPTED[0]![1], ["https://api.github.com", "https://oauth.entreprise.fr"]],
    [ACCEPTED[1]![1], ["https://api.github.com", "https://api.netlify.com"]],
    [ACCEPTED[2]![1], ["https://github.entreprise.fr", "https://oauth.entreprise.fr"]],
    [ACCEPTED[3]![1], ["https://gitlab.com"]],
    [ACCEPTED[4]![1], ["https://gitlab.entreprise.fr"]],
    [ACCEPTED[5]![1], ["https://codeberg.org"]],
  ] as [CmsBackend, string[]][])("given %o, should let it fetch from the host's API and sign-in origins only", (backend, origins) => {
    expect(connect(backend)).toEqual(["'self'", "blob:", ...origins]);
  });
});

describe("Decap CMS as installed", () => {
  const source = (pkg: string, file: string) => readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve(`${pkg}/package.json`)), file), "utf8");

  it("given the gitea backend, should refuse the editorial workflow, which the forgejo backend takes and the app registers", () => {
    expect(source("decap-cms-backend-gitea", "dist/esm/implementation.js")).toMatch(/if \(this\.options\.useWorkflow\) \{\s*throw new Error\('The Gitea backend does not support editorial workflow\.'\)/);
    expect(source("decap-cms-backend-forgejo", "dist/esm/implementation.js")).not.toContain("does not support editorial workflow");
    expect(source("decap-cms-app", "dist/esm/extensions.js")).toContain("CMS.registerBackend('forgejo', ForgejoBackend);");
  });
});

describe("given a project whose src/site.ts names the gitea backend", () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  let run: Awaited<ReturnType<typeof runSite>>;

  beforeAll(async () => {
    project = await copyProject();
    const siteFile = path.join(project.root, "src", "site.ts");
    const text = readFileSync(siteFile, "utf8");
    const line = /backend: \{ name: "github", [^\n]*\} as CmsBackend/;
    expect(text).toMatch(line);
    writeFileSync(siteFile, text.replace(line, 'backend: { name: "gitea", repo: "o/r", branch: "main", api_root: "https://git.entreprise.fr/api/v1", app_id: "a1b2" } as CmsBackend'));
    run = await runSite(["build", "--no-compress"], project.root);
  });
  afterAll(() => project.remove());

  it("fails the build with the message that points to forgejo", () => {
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('SITE.cms.backend.name is "gitea"; expected "forgejo"');
  });
});
