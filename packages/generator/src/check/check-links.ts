import type { CheckProblem } from "./check-problem.ts";
import type { PageFacts } from "./collect-links.ts";
import type { OutputListing } from "./list-output.ts";
import { folderWithoutSlash, resolveLink, type LinkTarget, type SiteAddress } from "./resolve-link.ts";

/** Every internal link of every page must lead to a file of the output, and its fragment to an id. */
export function checkLinks(pages: Map<string, PageFacts>, output: OutputListing, site: SiteAddress): CheckProblem[] {
  const problems: CheckProblem[] = [];
  for (const [file, page] of pages) {
    const pageUrl = site.base + urlPathOf(file);
    for (const link of page.links) {
      const target = resolveLink(link.url, pageUrl, site);
      const found = target.kind === "internal" ? findTarget(link.url, file, target, pages, output) : target;
      if (found.kind === "problem") {
        problems.push({ file, line: link.line, column: link.column, rule: found.rule, message: found.message });
      }
    }
  }
  return problems;
}

/** "index.html" is served at its folder's URL; any other file at its own name. */
function urlPathOf(file: string): string {
  return file === "index.html" || file.endsWith("/index.html") ? file.slice(0, -"index.html".length) : file;
}

function findTarget(
  href: string,
  page: string,
  target: Extract<LinkTarget, { kind: "internal" }>,
  pages: Map<string, PageFacts>,
  output: OutputListing,
): LinkTarget {
  const isFolder = target.path === "" || target.path.endsWith("/");
  const file = isFolder ? `${target.path}index.html` : target.path;
  if (!isFolder && output.folders.has(file)) return folderWithoutSlash(href);
  if (!output.files.has(file)) {
    return { kind: "problem", rule: "link-broken", message: `"${href}" leads to ${file}, which is not in the output` };
  }
  const targets = pages.get(file)?.targets;
  if (target.fragment === null || !targets || targets.has(target.fragment)) return target;
  const where = file === page ? "this page has" : `${file} has`;
  return { kind: "problem", rule: "link-fragment", message: `"${href}": ${where} no element with id "${target.fragment}"` };
}
