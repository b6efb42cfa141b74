import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Message } from "html-validate";
import { normaliseBase } from "../../shared/url.ts";
import { checkBudgets, type Budgets } from "./check-budgets.ts";
import { checkHeadersFile } from "./check-headers-file.ts";
import { checkLinks } from "./check-links.ts";
import { checkRedirects } from "./check-redirects.ts";
import { checkShareImages } from "./check-share-images.ts";
import { checkSitemap } from "./check-sitemap.ts";
import { createLinkCollector, type PageFacts } from "./collect-links.ts";
import { createValidator } from "./create-validator.ts";
import { listOutput } from "./list-output.ts";
import { mapConcurrently } from "./map-concurrently.ts";
import type { CheckProblem } from "./check-problem.ts";

export type { CheckProblem };
export { formatProblems } from "./format-problems.ts";

export interface CheckSiteOptions {
  dir: string;
  /** "/" or "/sub/": internal links are written with this prefix. */
  base?: string;
  /** The public origin (the site definition's siteUrl): absolute links to it are checked like internal ones. */
  origin?: string;
  /** html-validate configuration; defaults to .htmlvalidate.mjs in the current folder. */
  configFile?: string;
  /** Size budgets (the site definition's check.budgets); none checked when absent. */
  budgets?: Budgets;
  /** The search's folder (the site definition's search.folder), whose code has a budget of its own. */
  searchFolder?: string;
  /** Folders left out of every check, "admin/" (the CMS's page, which the site does not make). */
  skip?: readonly string[];
}

export const CONFIG_FILE_NAME = ".htmlvalidate.mjs";

// Validation is CPU-bound on one thread: the limit only bounds files held in memory at once.
const FILES_IN_FLIGHT = 16;

/** Validates every HTML file of `dir`, then checks every internal link and fragment. */
export async function checkSite(options: CheckSiteOptions): Promise<CheckProblem[]> {
  const dir = path.resolve(options.dir);
  const output = await listOutput(dir).catch((error: NodeJS.ErrnoException) => {
    throw error.code === "ENOENT" ? new Error(`${dir} does not exist: build the site first`) : error;
  });
  for (const folder of options.skip ?? []) {
    for (const file of output.files) if (file.startsWith(folder)) output.files.delete(file);
  }
  const htmlFiles = [...output.files].filter((file) => file.endsWith(".html")).sort();
  if (htmlFiles.length === 0) throw new Error(`${dir} holds no .html file: build the site first`);

  const pages = new Map<string, PageFacts>();
  const validator = createValidator(options.configFile ?? path.resolve(CONFIG_FILE_NAME), createLinkCollector(pages));
  const problems = (
    await mapConcurrently(htmlFiles, FILES_IN_FLIGHT, async (file) => {
      const report = await validator.validateString(await readFile(path.join(dir, file), "utf8"), file);
      return report.results.flatMap((result) => result.messages.map((message) => fromMessage(file, message)));
    })
  ).flat();

  const site = { base: normaliseBase(options.base), origin: options.origin ? new URL(options.origin).origin : null };
  problems.push(...checkLinks(pages, output, site));
  problems.push(...(await checkShareImages(dir, pages, output, site)));
  problems.push(...(await checkHeadersFile(dir, output.files)));
  problems.push(...(await checkRedirects(dir, output, site.base)));
  problems.push(...(await checkSitemap(dir, output, site)));
  if (options.budgets) problems.push(...(await checkBudgets(dir, [...output.files], options.budgets, site.base, options.searchFolder)));
  return problems.sort(byPlace);
}

function fromMessage(file: string, message: Message): CheckProblem {
  return { file, line: message.line, column: message.column, rule: message.ruleId, message: message.message };
}

function byPlace(a: CheckProblem, b: CheckProblem): number {
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  return a.line - b.line || a.column - b.column;
}
