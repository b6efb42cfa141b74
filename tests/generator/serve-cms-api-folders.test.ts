// The editor API lets the editor read and write the project's content folder only: every file,
// folder and media folder of the CMS configuration the build writes must lie there, or the
// editor could not save it.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import contentFiles from "../../src/content-registry/registry.ts";
import site from "../../src/server-entry.ts";
import { siteCmsConfig } from "../../packages/generator/src/cms/site-cms-config.ts";
import { projectAt } from "../../packages/generator/src/project.ts";
import { CMS_API_PATH } from "../../packages/generator/src/serve/cms-backend.ts";
import type { RequestedPath } from "../../packages/generator/src/serve/cms-api-actions.ts";
import { contentPathRefusal } from "../../packages/generator/src/serve/content-path.ts";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";

interface Collection {
  name: string;
  files?: { file: string }[];
  folder?: string;
  media_folder?: string;
}

const config = siteCmsConfig(site, contentFiles, z, CMS_API_PATH) as { media_folder: string; collections: Collection[] };
const project = projectAt(PROJECT_ROOT);

/** Every path the editor names in its requests, as Decap makes them from the configuration. */
const named: RequestedPath[] = [
  { field: "media_folder", value: config.media_folder, folder: true },
  ...config.collections.flatMap((collection) => [
    ...(collection.files ?? []).map((file) => ({ field: `${collection.name}: file`, value: file.file })),
    ...(collection.folder ? [{ field: `${collection.name}: folder`, value: collection.folder, folder: true }] : []),
    // A collection's media folder is relative to its folder.
    ...(collection.folder && collection.media_folder ? [{ field: `${collection.name}: media_folder`, value: `${collection.folder}/${collection.media_folder}`, folder: true }] : []),
  ]),
];

describe("the site's CMS configuration, against the editor API's folder", () => {
  it("has files, folders and media folders to check", () => {
    expect(named.filter((path) => path.folder).length).toBeGreaterThan(1);
    expect(named.filter((path) => !path.folder).length).toBeGreaterThan(1);
  });

  it.each(named.map((path) => [path.field, path.value, path] as const))("given %s (%s), should let the editor read and write it", async (_, __, path) => {
    expect(await contentPathRefusal(path, project)).toBeUndefined();
  });
});
