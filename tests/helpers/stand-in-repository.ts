import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type CMS from "decap-cms-app";
import { knowBuiltPages } from "../../src/admin/check-addresses.ts";
import { keepBackend } from "../../src/admin/repository-files.ts";
import { ROUTES } from "../../src/routes/routes.ts";
import { PROJECT_ROOT } from "./project-copy.ts";

/**
 * Decap's backend as the editor's check before saving reads it, made as Decap makes it (through
 * the registry's `init`, which the editor wraps), over the project's files and `changed`: files the
 * repository holds instead of the project's, or besides them, by their path from its root. Call in
 * a `beforeEach`; it forgets what the test before changed.
 */
export function standInRepository(): { changed: Record<string, string>; read(file: string): Promise<string> } {
  const changed: Record<string, string> = {};
  const read = async (file: string) => changed[file] ?? readFile(path.join(PROJECT_ROOT, file), "utf8");
  // The last build as preview.json tells it, of the site's own routes only: the collections' pages are the editor's to make.
  knowBuiltPages(Object.fromEntries(ROUTES.map((route) => [route.path, route.title])), { placedPages: [], codePages: ROUTES.map((route) => route.path) });
  const backend = {
    getEntry: async (file: string) => ({ file: { path: file }, data: await read(file) }),
    entriesByFolder: async (folder: string, extension: string) => {
      const added = Object.keys(changed).filter((file) => path.dirname(file) === folder);
      const onDisk = await readdir(path.join(PROJECT_ROOT, folder)).catch(() => [] as string[]);
      const files = new Set([...onDisk.map((name) => `${folder}/${name}`), ...added]);
      return Promise.all([...files].filter((file) => file.endsWith(`.${extension}`)).map(async (file) => ({ file: { path: file }, data: await read(file) })));
    },
  };
  const registered = { init: () => backend };
  keepBackend({ getBackend: () => registered } as unknown as typeof CMS, ["test"]);
  registered.init();
  return { changed, read };
}
