import { readFile } from "node:fs/promises";
import path from "node:path";
import { SITEMAP_LIMITS } from "../seo-files.ts";
import type { CheckProblem } from "./check-problem.ts";
import type { OutputListing } from "./list-output.ts";
import type { SiteAddress } from "./resolve-link.ts";

const SITEMAP = "sitemap.xml";
/** An address as written in a sitemap: `<loc>`, its text escaped as XML. */
const LOC = /<loc>([^<]*)<\/loc>/g;
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&#x27;": "'" };

/**
 * The sitemap the build wrote, as a search engine reads it: sitemap.xml, a list of pages or the
 * index of its parts (every part it names there, and none left out), each file within the
 * protocol's limits, every address a page of the output under the site's origin and base path.
 */
export async function checkSitemap(dir: string, output: OutputListing, site: SiteAddress): Promise<CheckProblem[]> {
  if (!output.files.has(SITEMAP)) return [];
  const problems: CheckProblem[] = [];
  const problem = (file: string, line: number, rule: string, message: string) => problems.push({ file, line, column: 1, rule, message });
  const read = async (file: string) => {
    const text = await readFile(path.join(dir, file), "utf8");
    const urls = locations(text);
    if (urls.length > SITEMAP_LIMITS.urls || Buffer.byteLength(text) > SITEMAP_LIMITS.bytes) {
      problem(file, 1, "sitemap-limits", `${urls.length} addresses, ${Buffer.byteLength(text)} bytes: a sitemap file holds at most ${SITEMAP_LIMITS.urls} addresses and ${SITEMAP_LIMITS.bytes} bytes`);
    }
    return { text, urls };
  };

  const top = await read(SITEMAP);
  const parts = /<sitemapindex[\s>]/.test(top.text) ? top.urls.map(({ url, line }) => ({ file: fileOf(url, site, (message) => problem(SITEMAP, line, "sitemap-part", message)), line })) : [];
  const listed = new Set<string>();
  for (const { file, line } of parts) {
    if (file === undefined) continue;
    if (!output.files.has(file)) problem(SITEMAP, line, "sitemap-part", `lists ${file}, which the output does not hold`);
    else listed.add(file);
  }
  for (const file of output.files) {
    if (/^sitemap-\d+\.xml$/.test(file) && !listed.has(file)) problem(file, 1, "sitemap-part", `${SITEMAP} does not list this part: search engines will not read it`);
  }
  const pageLists = parts.length > 0 ? await Promise.all([...listed].sort().map(async (file) => ({ file, ...(await read(file)) }))) : [{ file: SITEMAP, ...top }];
  for (const { file, text, urls } of pageLists) {
    if (!/<urlset[\s>]/.test(text)) problem(file, 1, "sitemap-part", "holds no <urlset>: a sitemap part lists pages");
    for (const { url, line } of urls) {
      const page = fileOf(url, site, (message) => problem(file, line, "sitemap-page", message));
      if (page !== undefined && !isPage(page, output)) problem(file, line, "sitemap-page", `"${url}" is no page of the output`);
    }
  }
  return problems;
}

/** The output file an absolute address of the site names, or undefined (said through `problem`) if it is not one. */
function fileOf(url: string, site: SiteAddress, problem: (message: string) => void): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return void problem(`"${url}" is not an absolute URL`);
  }
  if (site.origin !== null && parsed.origin !== site.origin) return void problem(`"${url}" is not on the site's origin, ${site.origin}`);
  let pathname: string;
  try {
    pathname = decodeURIComponent(parsed.pathname);
  } catch {
    return void problem(`"${url}" holds an invalid percent-encoding`);
  }
  if (!pathname.startsWith(site.base)) return void problem(`"${url}" is outside the base path "${site.base}" the site is built for`);
  const relative = pathname.slice(site.base.length);
  return relative === "" || relative.endsWith("/") ? `${relative}index.html` : relative;
}

const isPage = (file: string, output: OutputListing) => file.endsWith(".html") && output.files.has(file);

/** Each `<loc>`'s address, unescaped, and its line: the lines counted once through the file. */
function locations(text: string): { url: string; line: number }[] {
  let [line, from] = [1, 0];
  return [...text.matchAll(LOC)].map((match) => {
    for (let at = text.indexOf("\n", from); at !== -1 && at < match.index; at = text.indexOf("\n", at + 1)) line++;
    from = match.index;
    return { url: match[1]!.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity]!), line };
  });
}
