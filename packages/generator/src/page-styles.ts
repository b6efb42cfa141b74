import { createHash } from "node:crypto";
import path from "node:path";
import type { StylePart } from "./bundle-styles.ts";
import type { Site } from "./bundle-server.ts";
import { reachable } from "./module-graph.ts";
import { modulesExporting } from "./module-registry.ts";
import type { OutputMap } from "./output-map.ts";
import type { Project } from "./project.ts";
import type { SiteRoute } from "./site-definition.ts";
import { partNeeds } from "./style-owners.ts";

export interface PageStyles {
  /** Site paths ("/assets/site-….css") of the stylesheets a route links: the shared one, then the page's own if it has one. */
  sheetsOf(route: SiteRoute): string[];
  /** Site path of the stylesheet of what the site's scripts make, if any (RenderOptions.assets.scriptStylesheet). */
  scriptSheet: string | undefined;
  /** A message naming each page that rendered an island whose CSS it does not link, if any does. */
  unstyledIslands(pages: readonly { route: SiteRoute; islands: readonly string[] }[]): string | undefined;
  /**
   * The stylesheets to write, and their text by site path, from the parts as they end up: the font
   * step rewrites the @font-face rules of a part after the pages have named their stylesheets.
   */
  finish(parts: readonly StylePart[]): { files: OutputMap; texts: ReadonlyMap<string, string> };
}

/**
 * Each page links the CSS of what its page component renders, found from the server bundle's
 * import graph: the parts (style-owners.ts) of the modules its page module reaches, plus those of
 * the document shell every page shares (what the site's entry reaches other than through a page,
 * the route table, a collection or the island registry: the renderer, layout, header, footer).
 * The island registry imports every island; a page imports the ones it places, so the registry
 * is not followed.
 *
 * Two stylesheets a page: a shared one, every part in the entry's order up to the last one that
 * all pages need, cached from page to page; then the page's own parts after that point. A page's
 * CSS is thus the entry's list with the parts it does not need left out, in the same order: the
 * cascade is the one the entry writes. Pages that need the same parts share one file. A page
 * whose component the build cannot place in a module (not exported) links every part. Rules
 * written in the entry itself come after all it imports and every page needs them, so they make
 * every part shared: a site keeps them in a file it imports.
 *
 * A file in the layout's `scriptStyles` folder (src/client/privacy/x.css under src/client) styles
 * markup that only the site's scripts make, after the page has painted: no page links it, and such
 * files make one stylesheet of their own (`script-….css`) that the scripts link when they need it.
 * Every byte a page links is in its first round trip. The folder is the site's to name: taken from
 * the client entry's, it had made a site that keeps all its code in one folder link no CSS at all.
 *
 * A stylesheet is named after its content, but for the parts holding @font-face rules, which the
 * font step rewrites later (fonts/subset-fonts.ts): those stand in the name by the step's `fontKey`,
 * which names all that decides how they will be rewritten.
 */
export function planPageStyles(parts: readonly StylePart[], site: Site, routes: readonly SiteRoute[], project: Project, fontKey: string): PageStyles {
  const fromRoot = (file: string) => path.relative(project.root, file).split(path.sep).join("/");
  const scriptsDir = project.scriptStyles === undefined ? undefined : fromRoot(project.scriptStyles) + "/";
  const forScripts = new Set(parts.flatMap((part, index) => (scriptsDir !== undefined && part.source.startsWith(scriptsDir) ? [index] : [])));
  const pageKey = pageKeys(routes);
  const partsOf = partsOfPages(parts, forScripts, site, routes, pageKey, project, fromRoot);
  const shared = parts.map((_, index) => [...partsOf.values()].every((list) => list.includes(index))).lastIndexOf(true) + 1;
  const sharedIndices = [...Array(shared).keys()].filter((index) => !forScripts.has(index));

  const { sheets, sheet } = createSheetNamer(parts, fontKey);
  const indicesOf = (route: SiteRoute) => partsOf.get(pageKey(route)) ?? parts.flatMap((_, index) => (forScripts.has(index) ? [] : [index]));
  const sharedSheet = sharedIndices.length > 0 ? [sheet(sharedIndices, "site")] : [];
  for (const list of partsOf.values()) {
    const own = list.filter((index) => index >= shared);
    if (own.length > 0) sheet(own, "page");
  }
  return {
    scriptSheet: forScripts.size > 0 ? sheet([...forScripts], "script") : undefined,
    sheetsOf(route) {
      const own = indicesOf(route).filter((index) => index >= shared);
      return own.length > 0 ? [...sharedSheet, sheet(own, "page")] : sharedSheet;
    },
    unstyledIslands(pages) {
      const islandsDir = fromRoot(project.islandsDir);
      const unstyled = pages.flatMap(({ route, islands }) => {
        const linked = new Set([...indicesOf(route), ...sharedIndices].map((index) => parts[index]!.source));
        const missing = islands.map((name) => `${islandsDir}/${name}.css`).filter((css) => parts.some((part) => part.source === css) && !linked.has(css));
        return missing.map((css) => `${route.path}: ${css}`);
      });
      if (unstyled.length === 0) return undefined;
      return `These pages render an island that their page does not import, so they do not link its CSS (import the island where it is placed):\n${unstyled.join("\n")}`;
    },
    finish(final) {
      const files: OutputMap = new Map();
      const texts = new Map<string, string>();
      for (const { sitePath, indices } of sheets.values()) {
        const css = `${indices.map((index) => final[index]!.css.trimEnd()).join("\n")}\n`;
        files.set(sitePath.slice(1), { data: css });
        texts.set(sitePath, css);
      }
      return { files, texts };
    },
  };
}

/**
 * What decides a page's parts: its page component, or the list of components it draws
 * (SiteRoute.drawn), told apart by a number per component made for this build's routes.
 */
function pageKeys(routes: readonly SiteRoute[]): (route: SiteRoute) => unknown {
  const ids = new Map<unknown, number>();
  for (const component of routes.flatMap((route) => route.drawn ?? [])) if (!ids.has(component)) ids.set(component, ids.size);
  return (route) => (route.drawn === undefined ? route.page : `drawn:${route.drawn.map((component) => ids.get(component)).join(",")}`);
}

/**
 * The indices of the parts each page needs: those its page module reaches (or, for a page that
 * says which components it draws, those their modules reach), plus the document shell's; every
 * part but the scripts' own for a page the build cannot place in a module.
 */
function partsOfPages(
  parts: readonly StylePart[],
  forScripts: ReadonlySet<number>,
  site: Site,
  routes: readonly SiteRoute[],
  pageKey: (route: SiteRoute) => unknown,
  project: Project,
  fromRoot: (file: string) => string,
): Map<unknown, number[]> {
  const { graph, names, record } = site.modules;
  const registry = fromRoot(project.islandRegistry);
  const needs = partNeeds(parts, graph, fromRoot(project.stylesEntry));
  const pageModules = new Map<unknown, string[]>();
  for (const route of routes) {
    const key = pageKey(route);
    if (pageModules.has(key)) continue;
    const placed = (route.drawn ?? [route.page]).map((component) => modulesExporting(record, component));
    // One component the build cannot place, and the page links every part, as an unplaced page does.
    pageModules.set(key, placed.some((modules) => modules.length === 0) ? [] : [...new Set(placed.flat())]);
  }
  // A page drawn from components is also its page component's (the template that places them):
  // what that template reaches is on those pages only, not in the shell.
  const templates = routes.flatMap((route) => (route.drawn === undefined ? [] : modulesExporting(record, route.page)));
  // The route table and the collections say which pages exist, and the images list what the build
  // makes responsive: what they import is not on every page.
  const { routes: table, notFound, collections, images } = site.definition;
  const listings = [table, notFound, images, ...Object.values(collections)].flatMap((value) => (value === undefined ? [] : modulesExporting(record, value)));
  const shell = reachable(graph, [fromRoot(project.serverEntry)], new Set([registry, ...listings, ...templates, ...[...pageModules.values()].flat()]));
  const partsOf = new Map<unknown, number[]>();
  for (const [page, modules] of pageModules) {
    const reached = modules.length === 0 ? null : new Set([...shell, ...reachable(graph, modules, new Set([registry]))]);
    const named = new Set([...(reached ?? [])].flatMap((module) => names[module] ?? []));
    const needed = (index: number) => !forScripts.has(index) && (reached === null || needs[index]!(reached, named));
    partsOf.set(page, parts.flatMap((_, index) => (needed(index) ? [index] : [])));
  }
  return partsOf;
}

/** One stylesheet per list of parts, named after their content (the font step's key for @font-face parts). */
function createSheetNamer(parts: readonly StylePart[], fontKey: string) {
  const sheets = new Map<string, { sitePath: string; indices: number[] }>();
  const identity = (index: number) => (/@font-face/i.test(parts[index]!.css) ? `font-step:${fontKey}` : parts[index]!.css.trimEnd());
  const sheet = (indices: number[], prefix: string) => {
    const key = indices.join(",");
    let known = sheets.get(key);
    if (!known) {
      const name = `assets/${prefix}-${createHash("sha256").update(indices.map(identity).join("\n")).digest("hex").slice(0, 10)}.css`;
      known = { sitePath: `/${name}`, indices };
      sheets.set(key, known);
    }
    return known.sitePath;
  };
  return { sheets, sheet };
}
