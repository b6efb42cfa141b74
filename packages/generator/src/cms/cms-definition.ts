// Types only (the site's tsconfig reads them, through site-definition.ts).

/**
 * The CMS the marketing team edits the content files in: Decap CMS, a browser app at `path`
 * (cms/admin-files.ts), with a Content-Security-Policy of its own there (cms/admin-policy.ts).
 */
export interface CmsDefinition {
  /** Site path of the editor, "/admin/". */
  path: string;
  /** Where the edits go in production: a Git host, each change a pull request (editorial workflow). */
  backend: CmsBackend;
  /** Name and label of the CMS collection that gathers the YAML content files. */
  files: { name: string; label: string };
}

/**
 * Decap CMS's backend settings (https://decapcms.org/docs/backends-overview/), named as its config
 * names them: the Git host and how editors sign in there (docs/cms.md).
 */
export type CmsBackend = GitHubBackend | GitLabBackend | ForgejoBackend;

interface GitBackend {
  /** "owner/name". */
  repo: string;
  /** Where "Publier" merges each pull request. */
  branch: string;
}

/** GitHub: an OAuth proxy holds the OAuth app's secret and hands the editor's window a token. */
interface GitHubBackend extends GitBackend {
  name: "github";
  /** Origin of the OAuth proxy; "https://api.netlify.com" is Netlify's, for sites it hosts. */
  base_url: string;
  auth_endpoint?: string;
  /** GitHub Enterprise Server's API. */
  api_root?: string;
}

/** GitLab: PKCE from the browser, no proxy. */
interface GitLabBackend extends GitBackend {
  name: "gitlab";
  auth_type: "pkce";
  app_id: string;
  /** A self-hosted GitLab's API and origin; gitlab.com's when left out. */
  api_root?: string;
  base_url?: string;
}

/** Forgejo (Codeberg included): PKCE from the browser at api_root's origin. */
interface ForgejoBackend extends GitBackend {
  name: "forgejo";
  /** "https://<server>/api/v1". */
  api_root: string;
  app_id: string;
}

/** A collection in the CMS: its names, its body's field, and whether editors may add entries. */
export interface CollectionCms {
  label: string;
  labelSingular: string;
  /** The Markdown after the front matter; none for entries made of fields only (a page of sections). */
  body?: { label: string; hint?: string };
  /** Editors may add and delete entries (articles), or only edit those there are (legal pages). */
  create: boolean;
}
