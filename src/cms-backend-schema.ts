import type { z as zod } from "zod";
import type { Zod } from "site-generator";

const API_V1 = /\/api\/v1\/?$/;

// Each message as the `error` of a check, the form the build prints after "expected".
const REPO = { error: 'the repository as "owner/name"' };
const BRANCH = { error: 'a branch name, e.g. "main"' };
const APP_ID = { error: "the id of the OAuth application made on the Git host for the editor (docs/cms.md)" };
const GITHUB_AUTH = {
  error:
    'the https:// origin (no path) of the OAuth proxy that signs editors in with GitHub, e.g. "https://oauth.example.fr", ' +
    'or "https://api.netlify.com" where the site is hosted on Netlify with its GitHub provider (docs/cms.md)',
};
const GITLAB_ORIGIN = { error: 'the https:// origin of the self-hosted GitLab, e.g. "https://gitlab.example.fr"' };
const FORGEJO_API = { error: 'the Forgejo server\'s API, its https:// origin followed by /api/v1, e.g. "https://git.example.fr/api/v1"' };
const GITEA = {
  error:
    '"forgejo": Decap CMS\'s "gitea" backend stops at start with the editorial workflow /admin/ runs (each change a pull request); ' +
    'its "forgejo" backend has it, for Forgejo servers (Codeberg included; docs/cms.md)',
};
const HOSTS = { error: '"github", "gitlab" or "forgejo" (docs/cms.md)' };

/**
 * SITE.cms.backend, Decap CMS's settings of the Git host: for each host, the settings with which an
 * editor can sign in and save pull requests (docs/cms.md). `httpsUrl` is SITE's absolute https:// URL.
 */
export function cmsBackendSchema(z: Zod, httpsUrl: zod.ZodType<string>) {
  const text = (pattern: RegExp, message: { error: string }) => z.string(message).regex(pattern, message);
  const repo = text(/^[\w.-]+(\/[\w.-]+)+$/, REPO);
  const branch = text(/^[\w./-]+$/, BRANCH);
  const appId = text(/\S/, APP_ID);
  // Decap's sign-in window answers with a message whose origin must equal base_url, so a path there
  // would leave the editor waiting for ever.
  const origin = (message: { error: string }) => z.string(message).refine((value) => isHttpsOrigin(value), message);

  const github = z.strictObject({
    name: z.literal("github"),
    repo,
    branch,
    base_url: origin(GITHUB_AUTH),
    auth_endpoint: z.string().regex(/^[\w./-]+$/, { error: 'a path on base_url, e.g. "auth"' }).optional(),
    /** GitHub Enterprise Server only. */
    api_root: z.optional(httpsUrl),
  });

  const gitlab = z
    .strictObject({
      name: z.literal("gitlab"),
      repo,
      branch,
      auth_type: z.literal("pkce", { error: '"pkce": GitLab signs editors in from the browser, with no OAuth proxy (docs/cms.md)' }),
      app_id: appId,
      /** A self-hosted GitLab: its API, e.g. https://gitlab.example.fr/api/v4, and its origin as base_url. */
      api_root: z.optional(httpsUrl),
      base_url: z.optional(origin(GITLAB_ORIGIN)),
    })
    .refine(({ api_root, base_url }) => (api_root === undefined && base_url === undefined) || (api_root !== undefined && originOf(api_root) === base_url), {
      path: ["base_url"],
      error: "the origin of api_root, both set for a self-hosted GitLab and neither for gitlab.com: editors sign in where the API is",
    });

  const forgejo = z.strictObject({
    name: z.literal("forgejo"),
    repo,
    branch,
    // Decap signs in at api_root less its /api/v1 (decap-cms-backend-forgejo's AuthenticationPage).
    api_root: z.string(FORGEJO_API).refine((value) => API_V1.test(value) && isHttpsOrigin(value.replace(API_V1, "")), FORGEJO_API),
    app_id: appId,
  });

  return z.discriminatedUnion("name", [github, gitlab, forgejo], {
    error: (issue) => ((issue.input as { name?: unknown } | undefined)?.name === "gitea" ? GITEA : HOSTS).error,
  });
}

function originOf(value: string): string | undefined {
  return URL.canParse(value) ? new URL(value).origin : undefined;
}

function isHttpsOrigin(value: string): boolean {
  return URL.canParse(value) && new URL(value).protocol === "https:" && originOf(value) === value;
}
