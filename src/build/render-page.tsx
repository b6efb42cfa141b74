import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { Document } from "../components/Document.tsx";
import { ClientRecordContext, newClientRecord } from "../components/ClientRecord.tsx";
import { Layout } from "../components/Layout.tsx";
import { PageProvider } from "../components/PageContext.tsx";
import type { Route } from "../routes.ts";
import { SITE } from "../site.ts";
import { breadcrumbSchema, organizationSchema } from "../structured-data.ts";
import { frenchTypography } from "./french-typography.ts";
import { contentSecurityPolicy } from "./security-policy.ts";
import { withBase } from "./url.ts";

export interface PageAssets {
  stylesheet: string;
  script: string;
}

export interface RenderedPage {
  html: string;
  islands: string[];
  behaviours: string[];
}

/** An error thrown by a page while rendering, with the React component stack that led to it. */
export class PageRenderError extends Error {
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

/** Renders one route to a complete HTML document. No file system, no globals. */
export async function renderPage(route: Route, base: string, assets: PageAssets, indexable = true): Promise<RenderedPage> {
  const Page = route.page;
  const record = newClientRecord();
  const body = (
    <PageProvider value={{ base, path: route.path }}>
      <ClientRecordContext.Provider value={record}>
        <Layout>
          <Page />
        </Layout>
      </ClientRecordContext.Provider>
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
    organizationSchema(base),
    ...(route.path === "/" || !indexable ? [] : [breadcrumbSchema(base, { path: route.path, name: route.label })]),
    ...(route.structuredData?.() ?? []),
  ];
  const document = renderToString(
    <Document
      title={title}
      description={route.description}
      url={indexable ? SITE.siteUrl + withBase(base, route.path) : undefined}
      base={base}
      stylesheet={withBase(base, assets.stylesheet)}
      script={record.islands.size + record.behaviours.size > 0 ? withBase(base, assets.script) : undefined}
      structuredData={structuredData}
      csp={SITE.cspMetaTag ? contentSecurityPolicy(SITE, { forMetaTag: true }) : undefined}
      bodyHtml={frenchTypography(bodyHtml)}
    />,
  );
  return { html: `<!doctype html>\n${document}`, islands: [...record.islands], behaviours: [...record.behaviours] };
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
