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

/** Decap CMS's backend settings (https://decapcms.org/docs/backends-overview/), named as its config names them. */
export interface CmsBackend {
  name: "github" | "gitlab" | "gitea";
  /** "owner/name". */
  repo: string;
  branch: string;
  /** Origin of the OAuth proxy that signs editors in (docs/cms.md). */
  base_url?: string;
  auth_endpoint?: string;
  /** API origin of a self-hosted GitLab or Gitea, or GitHub Enterprise. */
  api_root?: string;
  app_id?: string;
  auth_type?: "pkce" | "implicit";
}

/** A collection in the CMS: its names, its body's field, and whether editors may add entries. */
export interface CollectionCms {
  label: string;
  labelSingular: string;
  /** The Markdown after the front matter. */
  body: { label: string; hint?: string };
  /** Editors may add and delete entries (articles), or only edit those there are (legal pages). */
  create: boolean;
}
