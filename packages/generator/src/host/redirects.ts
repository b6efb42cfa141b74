import { withBase } from "../../shared/url.ts";
import { BuildError } from "../build-error.ts";
import type { Redirect, SiteDefinition } from "../site-definition.ts";

/** A redirect as the hosts get it: paths under the base, and where it was written, for messages. */
export interface HostRedirect {
  from: string;
  to: string;
  /** "content/blog/x.md, field redirectFrom" or "src/site.ts, SITE.redirects[0]". */
  origin: string;
}

/** A redirect the site wrote, and where. */
export interface WrittenRedirect extends Redirect {
  origin: string;
  /**
   * The content file and the field (`["redirectFrom", 1]`) that give it, for a redirect the
   * content writes: the build refuses, in its writer's words, one that hides a page or that
   * another place gives already (content/redirect-clashes.ts). None for the site's settings.
   */
  place?: RedirectPlace;
}

/** A content file, and where in its front matter or YAML a redirect is written. */
export interface RedirectPlace {
  file: string;
  path: readonly (string | number)[];
}

// Only characters every host's file holds as they are: no space (the separator of `_redirects`),
// no `*` or `:` (its wildcards), no `$` or quote (nginx), no `%`, `?` or `#` (matched decoded or
// not at all, depending on the host).
const SITE_PATH = /^\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*\/?)*$/;

/** Why a written path cannot be a redirect's source or target, or undefined if it can. */
function sitePathProblem(path: string): string | undefined {
  // A segment may not start with a dot, so "." and ".." never pass.
  if (!SITE_PATH.test(path)) {
    return `"${path}" is not a site path: start with /, then letters, digits and - . _ ~ / only (e.g. /blog/old-name/)`;
  }
  return undefined;
}

/** Both forms of a folder-like path: "/blog/old/" also answers as "/blog/old", and the other way round. */
export function pathForms(path: string): string[] {
  if (path === "/") return [path];
  if (path.endsWith("/")) return [path, path.slice(0, -1)];
  const last = path.slice(path.lastIndexOf("/") + 1);
  return last.includes(".") ? [path] : [path, `${path}/`];
}

/**
 * The rules every host gets, in order, with the base path: each source in both of its forms. A
 * malformed path throws, naming where it was written: the host files could not hold it.
 */
export function hostRedirects(written: readonly WrittenRedirect[], base: string): HostRedirect[] {
  return written.flatMap(({ from, to, origin }) => {
    for (const path of [from, to]) {
      const problem = sitePathProblem(path);
      if (problem) throw new BuildError(`${origin}: ${problem}`);
    }
    return pathForms(from).map((form) => ({ from: withBase(base, form), to: withBase(base, to), origin }));
  });
}

/** The site-wide redirects, each named by its place: "src/site.ts, SITE.redirects[0]". */
export function siteRedirects({ redirects, config }: Pick<SiteDefinition, "redirects" | "config">): WrittenRedirect[] {
  if (!redirects) return [];
  return redirects.rules.map((rule, index) => ({ ...rule, origin: `${config.file}, ${redirects.field}[${index}]` }));
}
