import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "../../packages/generator/src/content/select-published.ts";
import { snapshotTree } from "../../packages/generator/tests/helpers/snapshot-tree.ts";
import { SITE } from "../../src/site.ts";
import { articlePath, categoryPath } from "../../src/models/blog/article.ts";
import { BLOG_CATEGORIES } from "../../src/models/blog/blog-texts.ts";
import { SEARCH_FOLDER } from "../../src/models/navigation.ts";
import layout from "../../content/site/layout.yaml";
import owner from "../../content/site/company.yaml";
import { copyProject } from "../helpers/project-copy.ts";
import { readPage } from "../helpers/read-dist.ts";
import { runSite, type RunResult } from "../helpers/run-site.ts";

// The deploy workflow builds main every night (deploy/github-actions.yml): a night with nothing to
// publish must serve the same bytes, and the night of an article's date must change only what
// shows it. Each build runs as on a given day (`site build --today`).

const CATEGORY = BLOG_CATEGORIES[0]!;
const SLUG = "un-article-programme";
const ADDRESS = articlePath({ slug: SLUG });

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The latest YYYY-MM-DD any content file names: a date, an update, an `until`. */
function latestContentDay(root: string): string {
  const files = (readdirSync(path.join(root, "content"), { recursive: true }) as string[]).filter((file) => /\.(md|ya?ml)$/.test(file));
  const days = files.flatMap((file) => readFileSync(path.join(root, "content", file), "utf8").match(/\b\d{4}-\d{2}-\d{2}\b/g) ?? []);
  return days.sort().at(-1)!;
}

describe("given an article dated after every other day the content names, built every night", () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  let date: string;
  let dayAfter: RunResult;
  const out = (name: string) => path.join(project.root, name);
  const build = async (today: string, dir: string) => {
    const run = await runSite(["build", "--verbose", "--today", today, "--out", dir], project.root);
    expect(run.code, run.stderr).toBe(0);
    return run;
  };

  beforeAll(async () => {
    project = await copyProject({ caches: false });
    // December 30 of a year after the content's and the machine's: every entry stays as it is on
    // every night, and a page that read the machine's clock rather than the build's day would show
    // another year.
    const year = Number([latestContentDay(project.root), todayIn(SITE.timeZone)].sort().at(-1)!.slice(0, 4)) + 1;
    date = `${year}-12-30`;
    writeFileSync(
      path.join(project.root, "content", "blog", `${SLUG}.md`),
      `---\ntitle: "Un article programmé pour une nuit"\ndescription: "Une description assez longue pour la carte de l'article dans la liste."\n` +
        `date: ${date}\ncategory: ${CATEGORY.key}\nauthor: "Équipe test"\ncover: images/permis-de-construire.svg\ncoverAlt: "Une image de test."\n---\n\nUn paragraphe.\n`,
    );
    // Two cold builds (no cache between them, as on a runner that lost it), in January and the
    // night before the date; then the date and the night after, each from the last one's cache.
    await build(`${year}-01-01`, "january");
    rmSync(out(".cache"), { recursive: true, force: true });
    await build(addDays(date, -1), "day-before");
    await build(date, "day-of");
    dayAfter = await build(addDays(date, 1), "day-after");
  }, 300_000);
  afterAll(() => project.remove());

  // The site says its pages show only the year of the build's day (SiteDefinition.dayShown): were
  // that wrong, a page would show the month or the day, and these two cold builds would differ.
  it("gives two nights of one year before its date, months apart, the same files, byte for byte, compressed ones included", () => {
    const files = snapshotTree(out("day-before"));
    expect(Object.keys(files).filter((file) => file.endsWith(".br")).length).toBeGreaterThan(10);
    expect(Object.keys(files).filter((file) => file.includes(SLUG))).toEqual([]);
    expect(snapshotTree(out("january"))).toEqual(files);
  });

  it("renders no page again the night after its date, from the cache, and writes the same files", () => {
    expect(/^Cache {2}made again: (.*)$/m.exec(dayAfter.stdout + dayAfter.stderr)?.[1] ?? "(no cache line)").not.toMatch(/rendered page/);
    expect(snapshotTree(out("day-after"))).toEqual(snapshotTree(out("day-of")));
  });

  it("publishes it on its date: its page, and its address in the listing, its category, the feed and the sitemap", () => {
    expect(readPage(out("day-of"), `${ADDRESS.slice(1)}index.html`).title).toContain("Un article programmé pour une nuit");
    for (const file of ["blog/index.html", `${categoryPath(CATEGORY).slice(1)}index.html`, "blog/feed.xml", "sitemap.xml"]) {
      expect(readFileSync(path.join(out("day-of"), file), "utf8"), file).toContain(ADDRESS);
    }
  });

  // What depends on an article: a file that names its address, a file of its own, the search's
  // index of the pages, and the stylesheet, whose fallback faces are measured on the site's text
  // and whose fonts are cut to its characters (packages/generator/src/fonts/), under a new
  // content-hashed name that every page links. A page is otherwise the same, byte for byte.
  it("changes on its date only the files that name it, its own, the search index, the renamed stylesheet and fonts, and their compressed copies", () => {
    const before = snapshotTree(out("day-before"));
    const after = snapshotTree(out("day-of"));
    const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((file) => before[file] !== after[file]);
    const added = changed.filter((file) => !(file in before));
    const stem = (file: string) => file.replace(/-[0-9a-f]{10}(?=\.)/, "");
    const renamed = new Map(changed.filter((file) => !(file in after)).flatMap((old) => {
      const successors = added.filter((file) => file !== old && stem(file) === stem(old));
      return successors.length === 1 ? [[old, successors[0]!] as const] : [];
    }));
    const text = (dir: string, file: string) => readFileSync(path.join(out(dir), file), "utf8");
    const explained = (file: string): boolean => {
      if (file.startsWith(`${SEARCH_FOLDER}/`)) return true;
      if (/\.(br|gz)$/.test(file)) return changed.includes(file.replace(/\.(br|gz)$/, ""));
      if (!(file in before)) return file.includes(SLUG) || [...renamed.values()].includes(file);
      if (!(file in after)) return renamed.has(file);
      if (text("day-of", file).includes(ADDRESS)) return true;
      return [...renamed].reduce((page, [old, successor]) => page.replaceAll(path.basename(old), path.basename(successor)), text("day-before", file)) === text("day-of", file);
    };
    expect(added).toContain(`${ADDRESS.slice(1)}index.html`);
    expect(changed.filter((file) => !explained(file))).toEqual([]);
  });

  it("writes in the footer the year of the build's day, not of the machine's clock", () => {
    const footer = readPage(out("day-of"), "index.html").querySelector(".site-footer__bottom")?.textContent;
    expect(footer).toBe(layout.footer.copyright.replace("{year}", date.slice(0, 4)).replace("{company}", owner.company.name));
  });
});
