import type { z } from "zod";
import { cmsFileEntries } from "../../shared/cms-sources.ts";
import type { ContentFilesDefinition, SiteDefinition } from "../site-definition.ts";
import { cmsConfig, type CmsCollectionEntry } from "./cms-config.ts";

/**
 * The site's CMS configuration: every YAML content file (through the one adapter of the list,
 * shared/cms-sources.ts) and every collection that has a `cms` part, with the site's backend.
 * `localBackend` is `site serve`'s: its decap-server, proxied at this URL.
 */
export function siteCmsConfig(
  site: Pick<SiteDefinition, "cms" | "collections" | "siteUrl">,
  contentFiles: ContentFilesDefinition,
  zod: typeof z,
  localBackend?: string,
): Record<string, unknown> | undefined {
  const { cms } = site;
  if (!cms) return undefined;
  const collections: CmsCollectionEntry[] = Object.entries(site.collections ?? {}).flatMap(([name, collection]) =>
    collection.cms ? [{ name, folder: collection.folder, schema: collection.schema(zod), imageFields: collection.imageFields ?? [], cms: collection.cms }] : [],
  );
  const config = cmsConfig({
    backend: cms.backend,
    siteUrl: site.siteUrl,
    files: { ...cms.files, entries: cmsFileEntries(contentFiles, zod) },
    collections,
  });
  return localBackend ? { ...config, local_backend: { url: localBackend } } : config;
}
