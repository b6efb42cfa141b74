import { startBundles, type Bundles } from "../start-bundles.ts";
import type { Site } from "../bundle-server.ts";
import { onlyDataChanged, type Project } from "../project.ts";
import { ContentError, loadCollections } from "../content/load-collections.ts";
import type { LoadedCollection } from "../content/load-collection.ts";
import { createImageStore, type ImageStore } from "../images/image-store.ts";
import { loadSiteImages, type SiteImages } from "../images/site-images.ts";
import { refusedContent } from "./refused-content.ts";
import { startAdmin } from "../cms/admin-files.ts";
import type { Output } from "../output-map.ts";
import type { BuildOptions } from "./build-types.ts";

/** What a build is made from, each on its way at once. */
export interface Sources {
  /** Whether the previous build's bundles are reused (only content changed). */
  reuse: boolean;
  bundles: Promise<Bundles>;
  collections: Promise<LoadedCollection[]>;
  imageStore: Promise<ImageStore>;
  siteImages: Promise<SiteImages>;
  /** The editor's files at /admin/ (cms/admin-files.ts), when the site has one. */
  admin: Promise<[string, Output][]>;
}

/**
 * Starts the bundles (or reuses the previous ones), then, as soon as the site's definition is
 * there, its content and its own photos, while esbuild bundles the browser's code. Content errors
 * come after the bundles' and the config's: their promises are awaited later.
 */
export function startSources(project: Project, options: BuildOptions, mode: "production" | "development", base: string): Sources {
  const reuse = options.previous ? onlyDataChanged(project, options.previous.changed) : false;
  const previous = reuse ? options.previous!.bundles : undefined;
  const bundling = previous ? { site: Promise.resolve(previous.site), all: Promise.resolve(previous) } : startBundles(project, mode, base);
  const collections = bundling.site.then((site) => loadContent(site, project, base));
  collections.catch(() => undefined);
  // The site's own photos (public files it names), made or taken from the cache meanwhile.
  const imageStore = bundling.site.then(({ definition }) => createImageStore(project.cacheDir, definition.check.budgets?.largestImageBytes ?? Infinity));
  // Awaited last: when the site's bundle fails, the build has already said why.
  imageStore.catch(() => undefined);
  const siteImages = bundling.site.then(async ({ definition }) => loadSiteImages(definition.images ?? [], project.publicDir, await imageStore));
  siteImages.catch(() => undefined);
  const admin = startAdmin(project, bundling.site, options.cmsLocalBackend);
  admin.catch(() => undefined);
  return { reuse, bundles: bundling.all, collections, imageStore, siteImages, admin };
}

function loadContent(site: Site, project: Project, base: string): Promise<LoadedCollection[]> {
  const options = { root: project.root, base, cacheDir: project.cacheDir, version: site.version, maxImageBytes: site.definition.check.budgets?.largestImageBytes };
  return loadCollections(site, options).catch((error: unknown) => {
    throw error instanceof ContentError ? refusedContent(error) : error;
  });
}
