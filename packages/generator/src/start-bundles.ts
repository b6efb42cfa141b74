import type { ClientBundle } from "./bundle-client.ts";
import { cachedClientBundle } from "./client-bundle-cache.ts";
import { bundleServer, type Site } from "./bundle-server.ts";
import { BuildError } from "./build-error.ts";
import { bundleStyles, type Styles } from "./bundle-styles.ts";
import { listPublicFiles } from "./copy-public.ts";
import type { OutputMap } from "./output-map.ts";
import type { Project } from "./project.ts";
import { yamlContent } from "./content/yaml-content.ts";

/** What a build bundles from the sources; reusable while only content changes. */
export interface Bundles {
  site: Site;
  client: ClientBundle;
  styles: Styles;
  publicFiles: OutputMap;
  /** How many YAML content files these bundles read and checked, the others coming from the cache. */
  yamlChecked: number;
}

/**
 * The bundles and the public listing, made at once (esbuild works in its own process). The site's
 * definition comes first, on its own: content is read while the browser's code is still bundled.
 */
export function startBundles(project: Project, mode: "production" | "development", base: string): { site: Promise<Site>; all: Promise<Bundles> } {
  // One reading of the YAML content files' schemas for both bundles.
  const content = yamlContent(project);
  const site = bundleServer(project, mode, content);
  const all = Promise.all([
    site,
    cachedClientBundle(
      project,
      mode,
      site.then(({ definition }) => Object.keys(definition.islands)),
      content,
    ),
    bundleStyles(project, mode, base),
    listPublicFiles(project.publicDir),
  ]).then(
    ([site, client, styles, publicFiles]) => ({ site, client, styles, publicFiles, yamlChecked: content.checked() }),
    (error: unknown) => {
      throw error instanceof BuildError ? error : new BuildError(describeBundleError(error));
    },
  );
  return { site, all };
}

function describeBundleError(error: unknown): string {
  const errors = (error as { errors?: { text: string; location?: { file: string; line: number; column: number } }[] })
    .errors;
  if (!errors?.length) return error instanceof Error ? error.message : String(error);
  return errors
    // A message that names its own place (a content file's line) is shown without the importer's.
    .map((e) => (e.location && !/^[\w./-]+:\d+[:,]/.test(e.text) ? `${e.location.file}:${e.location.line}:${e.location.column + 1}: ${e.text}` : e.text))
    .join("\n");
}
