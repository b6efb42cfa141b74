import type { z } from "zod";
import { cmsFileEntries } from "../../shared/cms-sources.ts";
import type { ContentFilesDefinition, SiteDefinition } from "../site-definition.ts";
import { cmsConfig, type CmsCollectionEntry } from "./cms-config.ts";
import { CmsSchemaError } from "./schema-fields.ts";

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
  // The editor tells its collections apart by name: one named as the content files' would hide it.
  const clash = collections.find(({ name }) => name === cms.files.name);
  if (clash) throw new CmsSchemaError(`collections.${clash.name}: the content files' collection in the editor is named "${cms.files.name}" too (cms.files.name): rename one`);
  const config = cmsConfig({
    backend: cms.backend,
    siteUrl: site.siteUrl,
    files: { ...cms.files, entries: cmsFileEntries(contentFiles, zod) },
    collections,
  });
  return localBackend ? { ...config, local_backend: { url: localBackend } } : config;
}
