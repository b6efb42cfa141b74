import { readFileSync } from "node:fs";
import path from "node:path";
import { BuildError } from "./build-error.ts";

/** Where a project's parts live, as absolute paths. */
export interface Project {
  root: string;
  /** Build caches, inside the project so that bare imports from bundled code resolve. */
  cacheDir: string;
  /** Exports the site definition (site-definition.ts) as its default. */
  serverEntry: string;
  clientEntry: string;
  /**
   * The rest of the client entry, which it imports once the page has painted (by URL: the build
   * writes it in as __ENHANCE__), in a file of its own. Optional: a site may have no such file.
   */
  clientAfterPaint: string;
  stylesEntry: string;
  publicDir: string;
  /** Data only: while nothing else changed, watch mode reuses the bundles. */
  contentDir: string;
  /** Exports the content registry: each YAML file and collection with its schema (site-definition.ts, ContentFilesDefinition). */
  contentFiles: string;
  /** The registry module of the islands; each island is a file beside it, named after it. */
  islandRegistry: string;
  islandsDir: string;
  /** The module that hydrates an island with React, in a chunk of its own. */
  islandRuntime: string;
  /** Behaviours the client entry imports lazily, each in a chunk of its own. */
  lazyDir: string;
  /** The editor at /admin/ (cms/admin-bundles.ts): the site's code for it, and Decap CMS's own bundle. */
  adminEntry: string;
  adminVendorEntry: string;
  /** Folders whose changes trigger a rebuild in watch mode. */
  sourceDirs: string[];
}

/**
 * The layout, from the project root. A project whose layout differs says so in the `"site"` field
 * of its package.json, with paths from its root (any of them; the others keep these values):
 * `"site": { "serverEntry": "site/entry.ts", "watch": ["site", "notes"] }`.
 */
const DEFAULT_LAYOUT = {
  serverEntry: "src/server-entry.ts",
  clientEntry: "src/client/main.ts",
  clientAfterPaint: "src/client/enhance.ts",
  stylesEntry: "styles/index.css",
  publicDir: "public",
  contentDir: "content",
  contentFiles: "src/content-registry/registry.ts",
  islandRegistry: "src/islands/registry.ts",
  islandRuntime: "src/client/react-runtime.ts",
  lazyDir: "src/client/lazy",
  adminEntry: "src/admin/main.ts",
  adminVendorEntry: "src/admin/decap.ts",
  watch: ["pages", "src", "styles", "content", "public"],
};

type Layout = typeof DEFAULT_LAYOUT;

export function projectAt(root: string): Project {
  const layout = { ...DEFAULT_LAYOUT, ...readLayout(root) };
  const at = (relative: string) => path.resolve(root, relative);
  return {
    root,
    cacheDir: at(".cache/site"),
    serverEntry: at(layout.serverEntry),
    clientEntry: at(layout.clientEntry),
    clientAfterPaint: at(layout.clientAfterPaint),
    stylesEntry: at(layout.stylesEntry),
    publicDir: at(layout.publicDir),
    contentDir: at(layout.contentDir),
    contentFiles: at(layout.contentFiles),
    islandRegistry: at(layout.islandRegistry),
    islandsDir: path.dirname(at(layout.islandRegistry)),
    islandRuntime: at(layout.islandRuntime),
    lazyDir: at(layout.lazyDir),
    adminEntry: at(layout.adminEntry),
    adminVendorEntry: at(layout.adminVendorEntry),
    sourceDirs: layout.watch.map(at),
  };
}

/**
 * Whether the files changed are data the build reads on its own (articles and their images), so
 * that the bundles of the last build still hold. YAML content files are imported by the site's
 * code: a change to one is a change to the bundles.
 */
export function onlyDataChanged(project: Project, changed: readonly string[]): boolean {
  const contentDir = project.contentDir + path.sep;
  return changed.every((file) => path.resolve(file).startsWith(contentDir) && !/\.ya?ml$/.test(file));
}

function readLayout(root: string): Partial<Layout> {
  let site: unknown;
  try {
    site = (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { site?: unknown }).site;
  } catch {
    return {};
  }
  if (site === undefined) return {};
  const valid =
    site !== null &&
    typeof site === "object" &&
    Object.entries(site).every(([key, value]) =>
      key === "watch" ? Array.isArray(value) && value.every((dir) => typeof dir === "string") : key in DEFAULT_LAYOUT && typeof value === "string",
    );
  if (!valid) {
    throw new BuildError(
      `package.json: "site" must be an object of paths from the project root, among ${Object.keys(DEFAULT_LAYOUT).join(", ")} ("watch" is a list)`,
    );
  }
  return site as Partial<Layout>;
}
