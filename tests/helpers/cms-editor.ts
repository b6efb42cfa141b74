import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { parse } from "yaml";
import { launchChromium } from "../../scripts/lib/launch-chromium.ts";
import { frenchText } from "../../src/shared/french-typography.ts";
import { leaveForTeardown } from "./left-for-teardown.ts";
import { copyProject } from "./project-copy.ts";

type ConfigFields = { name: string; label: string }[];

/** A copy of the project under `site serve` (with its local editor backend), and Chromium to drive /admin/. */
export interface CmsEditor {
  project: Awaited<ReturnType<typeof copyProject>>;
  origin: string;
  browser: Browser;
  /** A file of the copy, from its root. */
  read(file: string): Promise<string>;
  /** A new page signed in to the local backend, at `#/collections/<hash>`. */
  openEntry(hash: string): Promise<Page>;
  /** "Publier" → "Publier maintenant". */
  publish(page: Page): Promise<void>;
  /** An entry's `title` (front matter), as the site and its preview write it: in French typography. */
  title(file: string): Promise<string>;
  /** A field's label as the generated config gives it (the schema's title): of a file of the files collection, or of a folder collection. */
  label(where: { file: string } | { collection: string }, field: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * `prepare` changes the copy before site serve starts: files written then cost no rebuild. A
 * `shared` editor is ended with the test process that started it (left-for-teardown.ts), site
 * serve in a process group of its own with the local backend it starts.
 */
export async function startCmsEditor(options: { prepare?: (root: string) => Promise<void>; shared?: boolean } = {}): Promise<CmsEditor> {
  const project = await copyProject();
  await options.prepare?.(project.root);
  let output = "";
  const server: ChildProcess = spawn(process.execPath, ["bin/site.js", "serve", "--port", "0"], { cwd: project.root, env: { ...process.env, NO_COLOR: "1" }, detached: options.shared });
  if (options.shared) {
    leaveForTeardown({ pid: server.pid!, group: true });
    leaveForTeardown({ dir: project.root });
  }
  server.stdout!.on("data", (chunk) => (output += chunk));
  server.stderr!.on("data", (chunk) => (output += chunk));
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 170_000);
    server.stdout!.on("data", () => {
      const url = /Serving (http:\/\/127\.0\.0\.1:\d+)\/ {2}\(watching/.exec(output)?.[1];
      if (url) resolve(url), clearTimeout(timer);
    });
  });
  const browser = await launchChromium();
  const read = (file: string) => readFile(path.join(project.root, file), "utf8");
  return {
    project,
    origin,
    browser,
    read,
    async openEntry(hash) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${origin}/admin/`, { waitUntil: "domcontentloaded", timeout: 120_000 });
      // The editor's bundle is 5.7 MB: on a machine busy with the rebuild that the test before set
      // off, its button came after more than the default 30 s (CI, real-company configuration).
      await page.getByRole("button", { name: "Se connecter" }).click({ timeout: 120_000 });
      await page.goto(`${origin}/admin/#/collections/${hash}`, { waitUntil: "domcontentloaded", timeout: 120_000 });
      return page;
    },
    async publish(page) {
      // The menu closes when the editor renders again (on a loaded machine, the entry still arriving):
      // opened again until its item is clicked. In a run beside two busy loops, the item was detached
      // and the click waited 30 s for it.
      for (let attempt = 1; ; attempt++) {
        await page.getByRole("button", { name: "Publier", exact: true }).click();
        try {
          return await page.getByText("Publier maintenant", { exact: true }).click({ timeout: 10_000 });
        } catch (error) {
          if (attempt === 5) throw error;
        }
      }
    },
    async title(file) {
      const text = await read(file);
      return frenchText((parse(text.slice(text.indexOf("\n") + 1, text.indexOf("\n---\n"))) as { title: string }).title);
    },
    async label(where, field) {
      const config = parse(await read("dist/admin/config.yml")) as { collections: { name: string; fields?: ConfigFields; files?: { file: string; fields: ConfigFields }[] }[] };
      const fields =
        "file" in where
          ? config.collections.flatMap((collection) => collection.files ?? []).find((file) => file.file === where.file)!.fields
          : config.collections.find((collection) => collection.name === where.collection)!.fields!;
      return fields.find((candidate) => candidate.name === field)!.label;
    },
    async close() {
      await browser.close();
      server.kill();
      await project.remove();
    },
  };
}

let shared: Promise<CmsEditor> | undefined;

/**
 * The editor that the files editing composed pages share in a test process (the browser files run
 * in turn in one process: vitest.config.ts), so that site serve starts once for them rather than
 * once each (20 s, more on a busy machine). `pages`, the caller's own files (their text by path
 * from the root), are written before site serve starts by the first caller, into the running copy
 * by the next (the editor reads them through its backend at once). A caller closes the pages it
 * opened, never the editor, which lasts until the test process ends.
 */
export async function sharedCmsEditor(pages: Readonly<Record<string, string>>): Promise<CmsEditor> {
  const write = async (root: string) => {
    for (const [file, text] of Object.entries(pages)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    }
  };
  if (!shared) {
    shared = startCmsEditor({ prepare: write, shared: true });
    // A start that failed is tried again by the next file rather than failing it too.
    shared.catch(() => (shared = undefined));
    return shared;
  }
  const cms = await shared;
  await write(cms.project.root);
  return cms;
}

/** A mark on the page's window, gone once the page is loaded again. */
export const markWindow = (page: Page) => page.evaluate(() => ((window as { keptOpen?: boolean }).keptOpen = true));
export const windowMarked = (page: Page) => page.evaluate(() => (window as { keptOpen?: boolean }).keptOpen);
