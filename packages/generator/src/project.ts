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
   * The rest of the client entry, which it imports once the page has painted (by URL: the island
   * runtime's AFTER_PAINT, which the build fills in), in a file of its own. Optional: a site may have none.
   */
  clientAfterPaint: string | undefined;
  stylesEntry: string;
  /**
   * The folder whose stylesheets style only what the site's scripts make, after the page has
   * painted (page-styles.ts): no page links them. Optional: a site may have no such folder.
   */
  scriptStyles: string | undefined;
  publicDir: string;
  /** Data only: while nothing else changed, watch mode reuses the bundles. */
  contentDir: string;
  /** Exports the content registry: each YAML file and collection with its schema (site-definition.ts, ContentFilesDefinition). */
  contentFiles: string | undefined;
  /** The registry module of the islands; each island is a file beside it, named after it. */
  islandRegistry: string;
  islandsDir: string;
  /** Behaviours the client entry imports lazily, each in a chunk of its own. */
  lazyDir: string;
  /** The editor at /admin/ (cms/admin-bundles.ts): the site's code for it, and Decap CMS's own bundle. */
  adminEntry: string | undefined;
  adminVendorEntry: string | undefined;
  /** Folders whose changes trigger a rebuild in watch mode. */
  sourceDirs: string[];
}

/**
 * The layout, from the project root: the site says where its parts are in the `"site"` field of
 * its package.json, with paths from its root; the generator assumes none. Required: what every
 * site has. Optional: what a site may go without (no code after the first paint, no YAML content,
 * no editor).
 */
const REQUIRED = ["serverEntry", "clientEntry", "stylesEntry", "publicDir", "contentDir", "islandRegistry", "lazyDir"] as const;
const OPTIONAL = ["clientAfterPaint", "scriptStyles", "contentFiles", "adminEntry", "adminVendorEntry"] as const;

type Layout = Record<(typeof REQUIRED)[number], string> & Partial<Record<(typeof OPTIONAL)[number], string>> & { watch: string[] };

export function projectAt(root: string): Project {
  const layout = readLayout(root);
  const at = (relative: string) => path.resolve(root, relative);
  const atOptional = (relative: string | undefined) => (relative === undefined ? undefined : at(relative));
  return {
    root,
    cacheDir: at(".cache/site"),
    serverEntry: at(layout.serverEntry),
    clientEntry: at(layout.clientEntry),
    clientAfterPaint: atOptional(layout.clientAfterPaint),
    stylesEntry: at(layout.stylesEntry),
    scriptStyles: atOptional(layout.scriptStyles),
    publicDir: at(layout.publicDir),
    contentDir: at(layout.contentDir),
    contentFiles: atOptional(layout.contentFiles),
    islandRegistry: at(layout.islandRegistry),
    islandsDir: path.dirname(at(layout.islandRegistry)),
    lazyDir: at(layout.lazyDir),
    adminEntry: atOptional(layout.adminEntry),
    adminVendorEntry: atOptional(layout.adminVendorEntry),
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

function readLayout(root: string): Layout {
  let site: unknown;
  try {
    site = (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { site?: unknown }).site;
  } catch (error) {
    throw new BuildError(`package.json: the project's could not be read in ${root} (${(error as Error).message})`);
  }
  const expected = `paths from the project root: ${REQUIRED.join(", ")} and "watch" (a list), and any of ${OPTIONAL.join(", ")}`;
  if (site === null || typeof site !== "object" || Array.isArray(site)) {
    throw new BuildError(`package.json: "site" must be an object giving the site's layout, ${expected}`);
  }
  const fields = site as Record<string, unknown>;
  const known: readonly string[] = [...REQUIRED, ...OPTIONAL, "watch"];
  const problems = [
    ...REQUIRED.filter((key) => typeof fields[key] !== "string").map((key) => `"site".${key} ${key in fields ? "must be a path (a string)" : "is missing"}`),
    ...OPTIONAL.filter((key) => key in fields && typeof fields[key] !== "string").map((key) => `"site".${key} must be a path (a string)`),
    ...(Array.isArray(fields.watch) && fields.watch.every((dir) => typeof dir === "string") ? [] : [`"site".watch must be a list of folders`]),
    ...Object.keys(fields).filter((key) => !known.includes(key)).map((key) => `"site".${key} is not a part of the layout`),
  ];
  if (problems.length > 0) throw new BuildError(`package.json: ${problems.join("; ")} (expected ${expected})`);
  return fields as Layout;
}
