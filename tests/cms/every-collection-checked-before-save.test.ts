// What the editor at /admin/ offers to edit, each collection and each YAML file, is checked before
// saving as the build checks it. The check (src/admin/check-entry.ts) knows a Markdown collection
// only by its name in EDITED_COLLECTIONS: an entry of one it does not know is saved unchecked, and
// nothing says so until the build refuses it.
import { beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { checkBeforeSave } from "../../src/admin/check-entry.ts";
import { EDITED_COLLECTIONS } from "../../src/admin/collections.ts";
import { CONTENT_COLLECTIONS } from "../../src/content-registry/collections.ts";
import contentFiles from "../../src/content-registry/registry.ts";
import site from "../../src/server-entry.ts";
import { siteCmsConfig } from "../../packages/generator/src/cms/site-cms-config.ts";
import { standInRepository } from "../helpers/stand-in-repository.ts";

type Collection = { name: string; folder?: string; files?: { file: string }[] };

/** The editor's collections, as the build writes them into its config.yml. */
const { collections } = siteCmsConfig(site, contentFiles, z)! as { collections: Collection[] };
const folders = collections.flatMap(({ name, folder }) => (folder ? [[name, folder] as const] : []));
const yamlFiles = collections.flatMap(({ name, files }) => (files ?? []).map(({ file }) => [file, name] as const));
/** The collections the build reads, by their names there. */
const built: Readonly<Record<string, unknown>> = site.collections ?? {};
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

let read: (file: string) => Promise<string>;
beforeEach(() => {
  read = standInRepository().read;
});

/** The entry Decap hands the preSave listener when `data` is saved to `path` ("" for a new entry). */
function save(collection: string, path: string, raw: string, data: Record<string, unknown>) {
  const held = { toJS: () => structuredClone(data), setIn: () => held, delete: () => held };
  const entry = { get: (key: string) => (key === "data" ? held : { collection, path, raw }[key]) };
  return checkBeforeSave({ entry: entry as never });
}

describe("the collections the editor checks before saving", () => {
  const editable = [...new Set([...Object.keys(CONTENT_COLLECTIONS), ...folders.map(([name]) => name)])].sort();

  it("are every Markdown collection of the content registry and of the editor, each as the build defines it", () => {
    // Undefined on both sides is a registry collection the build does not read: unchecked too.
    const unchecked = editable.filter((name) => EDITED_COLLECTIONS[name] === undefined || EDITED_COLLECTIONS[name] !== built[name]);
    expect(unchecked).toEqual([]);
  });

  it("are none the editor does not offer", () => {
    expect(Object.keys(EDITED_COLLECTIONS).filter((name) => !editable.includes(name))).toEqual([]);
  });

  it.each(folders)("given a new entry of the editor's collection %s (%s) with no field, when saved, should refuse it with the build's message", async (name, folder) => {
    await expect(save(name, "", "", {})).rejects.toThrow(new RegExp(`^${escaped(folder)}/[\\w-]+\\.md:\\d+: `));
  });

  it.each(yamlFiles)("given the file %s of the editor's collection %s emptied, when saved, should refuse it with the build's message", async (file, name) => {
    await expect(save(name, file, await read(file), {})).rejects.toThrow(new RegExp(`^${escaped(file)}:\\d+: `));
  });
});
