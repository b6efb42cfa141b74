import type { ReactElement } from "react";
import pages from "../../content/site/pages.yaml";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { Document } from "../components/Document.tsx";
import { ClientRecordContext, newClientRecord } from "../components/ClientRecord.tsx";
import { Layout } from "../components/Layout.tsx";
import { ContentProvider, type SiteContent } from "../components/ContentContext.tsx";
import { PageProvider } from "../components/PageContext.tsx";
import type { Route } from "../models/route.ts";
import { SITE } from "../site.ts";
import { breadcrumbSchema, organizationSchema } from "./structured-data.ts";
import { frenchTypography } from "../shared/french-typography.ts";
import { contentSecurityPolicy } from "./security-policy.ts";
import { shareCardAlt, shareCardOf } from "./share-cards.tsx";
import layout from "../../content/site/layout.yaml";
import { withBase } from "site-generator/url";
import { REFERENCES_PATH } from "../models/references/reference.ts";
import { REFERENCES_TEXTS } from "../models/references/reference-texts.ts";

interface PageAssets {
  stylesheets: readonly string[];
  script: string;
  icon?: string;
  scriptStylesheet?: string;
}

export interface RenderedPage {
  html: string;
  islands: string[];
  behaviours: string[];
}

/** An error thrown by a page while rendering, with the React component stack that led to it. */
class PageRenderError extends Error {
  constructor(
    readonly route: string,
    readonly component: string,
    readonly componentStack: string,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = "PageRenderError";
  }
}

export interface RenderOptions {
  base: string;
  assets: PageAssets;
  /** Content read from files (articles), for the pages that list it. */
  content: SiteContent;
  /** False for the 404 page: no canonical URL, noindex. */
  indexable?: boolean;
  /** The page's share card, when the build drew one (SHARE_CARDS): its site path and size. */
  shareCard?: { path: string; width: number; height: number };
  /** In a build for `site serve`, where the measurement posts instead of its provider. */
  previewBeacon?: string;
  /** The day of the build, YYYY-MM-DD in the site's time zone. */
  today: string;
  /** The home page's name in breadcrumbs (its composed page's `label`); the product's name if the site has none. */
  homeLabel?: string | undefined;
}

/** Renders one route to a complete HTML document. No file system, no globals. */
export async function renderPage(route: Route, options: RenderOptions): Promise<RenderedPage> {
  const { base, assets, content, indexable = true, shareCard, previewBeacon, today, homeLabel = SITE.productName } = options;
  const Page = route.page;
  const record = newClientRecord();
  const body = (
    <PageProvider value={{ base, path: route.path, previewBeacon, today, campaign: route.campaign, scriptStylesheet: assets.scriptStylesheet && withBase(base, assets.scriptStylesheet) }}>
      <ContentProvider value={content}>
        <ClientRecordContext.Provider value={record}>
          <Layout searchable={indexable && route.searchable !== false}>
            <Page {...route.props} />
          </Layout>
        </ClientRecordContext.Provider>
      </ContentProvider>
    </PageProvider>
  );
  let bodyHtml: string;
  try {
    bodyHtml = renderToString(body);
  } catch (error) {
    throw new PageRenderError(route.path, Page.name || "anonymous", await componentStackOf(body), error);
  }
  const title = frenchTypography(
    route.path === "/" ? `${SITE.productName} : ${route.title}` : `${route.title} | ${SITE.productName}`,
  );
  const structuredData = [
    // On the home page only, where search engines look for it (Google: "the home page or a single
    // page that describes your organization"); articles name it as their publisher.
    ...(route.path === "/" ? [organizationSchema(base)] : []),
    ...(route.path === "/" || !indexable ? [] : [breadcrumbSchema(base, breadcrumbTrail(route, homeLabel))]),
    ...(route.structuredData?.(base) ?? []),
  ];
  const document = renderToString(
    <Document
      title={title}
      description={route.description}
      url={indexable ? (route.canonical ?? SITE.siteUrl + withBase(base, route.path)) : undefined}
      article={route.article}
      shareImage={shareImageOf(route, shareCard)}
      base={base}
      stylesheets={assets.stylesheets.map((sheet) => withBase(base, sheet))}
      icon={withBase(base, assets.icon ?? "/favicon.svg")}
      script={record.islands.size + record.behaviours.size > 0 ? withBase(base, assets.script) : undefined}
      structuredData={structuredData}
      csp={SITE.cspMetaTag ? contentSecurityPolicy(SITE, { forMetaTag: true }) : undefined}
      bodyHtml={frenchTypography(bodyHtml)}
    />,
  );
  return { html: `<!doctype html>\n${document}`, islands: [...record.islands], behaviours: [...record.behaviours] };
}

/** The page's card and its text, or the site's default image, drawn for the home page (scripts/make-share-image.ts). */
function shareImageOf(route: Route, card: RenderOptions["shareCard"]) {
  const content = card && shareCardOf(route);
  return content ? { ...card, alt: shareCardAlt(content) } : { ...SITE.shareImage, alt: layout.shareImageAlt };
}

/** Home › page, or Home › Blog › page for everything under the blog, Home › Références › page under the references. */
function breadcrumbTrail(route: Route, homeLabel: string): { path: string; name: string }[] {
  const trail = [{ path: "/", name: homeLabel }];
  if (route.path.startsWith("/blog/") && route.path !== "/blog/") trail.push({ path: "/blog/", name: pages.blog.label });
  if (route.path.startsWith(REFERENCES_PATH) && route.path !== REFERENCES_PATH) trail.push({ path: REFERENCES_PATH, name: REFERENCES_TEXTS.page.label });
  return [...trail, { path: route.path, name: route.label }];
}

/** renderToString reports no component stack; on failure, render again with an API that does. */
async function componentStackOf(element: ReactElement): Promise<string> {
  let stack = "";
  try {
    await prerenderToNodeStream(element, {
      onError(_error, info) {
        stack ||= info.componentStack ?? "";
      },
    });
  } catch {
    // The error itself is already known; only the stack was wanted.
  }
  return stack;
}
