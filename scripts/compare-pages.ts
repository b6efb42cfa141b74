// `npm run compare-pages -- <ref> [/route/ …]`: builds the site as committed at <ref> and as it is
// now (uncommitted changes included), then prints, page by page, the lines of HTML that differ,
// one tag per line: what a restructuring (a page made of sections instead of a TSX file) changed in
// what visitors get. Asset names differ whenever a stylesheet does: they are counted, not listed.
//   npm run compare-pages -- 7de37d9                 every page both builds have
//   npm run compare-pages -- main / /blog/           only these pages
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { copyProject, copyProjectAt } from "./lib/project-copy.ts";
import { runSite } from "./lib/run-site.ts";

const [ref, ...routes] = process.argv.slice(2);
if (!ref) throw new Error("Give the git ref to compare with: npm run compare-pages -- <ref> [/route/ …]");

const out = mkdtempSync(path.join(os.tmpdir(), "compare-pages-"));
try {
  const [before, after] = await Promise.all([build(await copyProjectAt(ref), "before"), build(await copyProject(), "after")]);
  const pages = routes.length > 0 ? routes.map((route) => `${route.replace(/^\//, "")}index.html`) : htmlFiles(before).filter((file) => htmlFiles(after).includes(file));
  let same = 0;
  for (const page of pages) {
    const [old, now] = [before, after].map((dir) => lines(path.join(dir, page)));
    const removed = old!.filter((line) => !now!.includes(line));
    const added = now!.filter((line) => !old!.includes(line));
    const assets = (list: string[]) => list.filter((line) => /\/assets\/[\w.-]+-[\w]+\.(css|js)/.test(line));
    const told = [...removed.filter((line) => !assets(removed).includes(line)).map((line) => `- ${line}`), ...added.filter((line) => !assets(added).includes(line)).map((line) => `+ ${line}`)];
    if (told.length === 0) same++;
    else console.log(`/${page.replace(/index\.html$/, "")}: ${told.length} lines differ\n${told.map((line) => `  ${line.slice(0, 200)}`).join("\n")}`);
  }
  console.log(`${same} of ${pages.length} pages the same as at ${ref}, the names of their stylesheets and scripts aside`);
} finally {
  rmSync(out, { recursive: true, force: true });
}

async function build(project: Awaited<ReturnType<typeof copyProject>>, name: string): Promise<string> {
  const dist = path.join(out, name);
  try {
    const run = await runSite(["build", "--no-compress", "--out", dist], project.root);
    if (run.code !== 0) throw new Error(`the build (${name}) failed:\n${run.stderr}`);
  } finally {
    await project.remove();
  }
  return dist;
}

function htmlFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).filter((file) => file.endsWith(".html") && !file.startsWith("admin")).sort();
}

function lines(file: string): string[] {
  return readFileSync(file, "utf8").replace(/></g, ">\n<").split("\n");
}
