import type { Worker } from "node:worker_threads";
import type { Bundles } from "../start-bundles.ts";
import { startLinkCheck, type LinkCheck } from "../content/content-links.ts";
import type { LoadedCollection } from "../content/load-collection.ts";
import { showCollections } from "../content/load-collections.ts";
import { refuseRedirectClashes } from "../content/redirect-clashes.ts";
import { refuseSharedAddresses } from "../content/shared-addresses.ts";
import { todayIn } from "../content/select-published.ts";
import { keptSiteCharacters } from "../fonts/kept-site-characters.ts";
import type { SiteCharacters } from "../fonts/site-characters.ts";
import { startFontStep, type FontStep } from "../fonts/subset-fonts.ts";
import { hostRedirects, siteRedirects, type HostRedirect } from "../host/redirects.ts";
import type { SiteImages } from "../images/site-images.ts";
import { planPageStyles, type PageStyles } from "../page-styles.ts";
import type { Project } from "../project.ts";
import { publishedReader } from "../share-cards/read-published.ts";
import { startShareCards, type ShareCardsStep } from "../share-cards/share-cards.ts";
import type { SiteRoute } from "../site-definition.ts";
import { inlineSiteTokens } from "../site-tokens.ts";
import type { StylePart } from "../bundle-styles.ts";
import { joinParts } from "../style-parts.ts";

/** What the build will write, known before the first page is rendered. */
export interface OutputPlan {
  /** The day of the build, YYYY-MM-DD in the site's time zone: what it publishes, and what the pages may show of the date. */
  today: string;
  shown: ReturnType<typeof showCollections>;
  routes: { route: SiteRoute; indexable: boolean }[];
  /** The stylesheet's parts, with the design tokens written in in production. */
  parts: StylePart[];
  fontStep: FontStep;
  pageStyles: PageStyles;
  shareCards: ShareCardsStep;
  /** Checked before anything is written: a path no host file can hold stops the build. */
  redirects: HostRedirect[];
  /** The content's links to the site, checked once the pages are rendered. */
  links: LinkCheck;
  /** What the fonts were cut and their fallbacks matched to. */
  characters: SiteCharacters;
}

interface PlanInputs {
  bundles: Bundles;
  collections: readonly LoadedCollection[];
  siteImages: SiteImages;
  drafts: boolean;
  today: string | undefined;
  mode: "production" | "development";
  base: string;
  fontWorker: Worker | undefined;
  /**
   * `site serve`'s rebuilds: the last build's. While the pages hold no character it lacked, its
   * samples stay: the fallback faces are matched to a sample of the site's text, and an edited
   * title would otherwise change the stylesheet, and so every page, at each save of a preview.
   */
  lastCharacters?: SiteCharacters | undefined;
}

export async function planOutput(project: Project, { bundles, collections, siteImages, drafts, today: day, mode, base, fontWorker, lastCharacters }: PlanInputs): Promise<OutputPlan> {
  const { site, client, styles, publicFiles } = bundles;
  const { definition } = site;
  const today = day ?? todayIn(definition.timeZone);
  const shown = showCollections(site, collections, { drafts, today });
  const pageRoutes = [...definition.routes, ...shown.routes];
  refuseSharedAddresses([...pageRoutes, definition.notFound], project.root);
  const routes = [...pageRoutes.map((route) => ({ route, indexable: route.indexable !== false })), { route: definition.notFound, indexable: false }];
  // Fonts are cut to the characters the pages may draw, known before they are rendered, while they
  // are: the stylesheets' names, which the pages hold, are known at once (fonts/subset-fonts.ts).
  // Production CSS has its constant design tokens written in; in development they stay
  // properties, which the browser's devtools can edit.
  const parts = mode === "production" ? await inlineSiteTokens(styles.parts, { serverModuleUrl: site.moduleUrl, client: client.files, entries: shown.entries }, project.cacheDir) : styles.parts;
  const css = joinParts(parts);
  const found = await keptSiteCharacters(project.cacheDir, site.moduleUrl, shown.entries, css);
  const characters = lastCharacters && lastCharacters.characters === found.characters && lastCharacters.rare === found.rare ? lastCharacters : found;
  const fontStep = await startFontStep({ css, files: styles.files }, characters, { base, cacheDir: project.cacheDir, worker: fontWorker });
  const pageStyles = planPageStyles(parts, site, routes.map(({ route }) => route), project, fontStep.key);
  // Drawn beside the render (sharp works in libuv's threads); their names are known at once.
  const shareCards = await startShareCards(definition.shareCards, routes.map(({ route }) => route), {
    root: project.root,
    cacheDir: project.cacheDir,
    css: joinParts(styles.parts),
    readPublished: publishedReader([...publicFiles, ...siteImages.outputs, ...collections.flatMap((collection) => [...collection.images])]),
  });
  const written = [...siteRedirects(definition), ...shown.redirects];
  refuseRedirectClashes(written, pageRoutes, project.root);
  const redirects = hostRedirects(written, base);
  const links = startLinkCheck(collections, definition.collections, shown.entries, pageRoutes, written, site.fieldLinks);
  return { today, shown, routes, parts, fontStep, pageStyles, shareCards, redirects, links, characters };
}
