import { SITE } from "../site.ts";
import { LoaderStart } from "./LoaderStart.tsx";
import { SpeculationRules } from "./SpeculationRules.tsx";

export interface DocumentProps {
  title: string;
  description: string;
  /** Absolute canonical URL; none for the 404 page, which has no address of its own. */
  url?: string;
  /** For an article: Open Graph type "article", its date and section. */
  article?: { publishedTime: string; section: string };
  /** The link previews' image (og:image): the page's share card, or the site's default image. */
  shareImage: { path: string; width: number; height: number; alt: string };
  base: string;
  /** The shared stylesheet, then the page's own. */
  stylesheets: readonly string[];
  /** The site's icon: a content-hashed PNG under assets/ on the home page, the SVG itself (a data: URL) on the others, when the build made them (packages/generator/src/site-icon.ts). No `type`: browsers read it from the response or the URL. */
  icon: string;
  /** The client loader, only on pages with interactive parts. */
  script?: string;
  /** JSON-LD objects, each written in its own script element. */
  structuredData: object[];
  /** The Content-Security-Policy as a meta tag, for hosts that cannot send headers. */
  csp?: string;
  bodyHtml: string;
}

// JSON alone is not safe inside <script>: a "</script>" in a string would end the element.
const jsonForScript = (data: object) => JSON.stringify(data).replace(/</g, "\\u003c");

/** The HTML shell around a page. The body is rendered first so the shell knows which assets it needs. */
export function Document(props: DocumentProps) {
  const { title, description, url, article, shareImage, base, stylesheets, icon, script, structuredData, csp, bodyHtml } = props;
  return (
    <html lang={SITE.lang}>
      <head>
        <meta charSet="utf-8" />
        {csp ? <meta httpEquiv="Content-Security-Policy" content={csp} /> : null}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {url ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
        <link rel="icon" href={icon} />
        {/* Linked, never inlined: an inline sheet needs its hash in the policy, which no host config kept by hand can follow. */}
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {/* The loader's start right after the stylesheets: it waits for them, and the parse with it, so
            the page is laid out once, with its styles (LoaderStart.tsx). */}
        {script ? <LoaderStart loader={script} /> : null}
        <link rel="alternate" type="application/atom+xml" href={`${base}blog/feed.xml`} title={`Blog ${SITE.productName}`} />
        <SpeculationRules />
        <meta property="og:type" content={article ? "article" : "website"} />
        {article ? <meta property="article:published_time" content={article.publishedTime} /> : null}
        {article ? <meta property="article:section" content={article.section} /> : null}
        <meta property="og:site_name" content={SITE.productName} />
        <meta property="og:locale" content={SITE.locale} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        {url ? <meta property="og:url" content={url} /> : null}
        <meta property="og:image" content={SITE.siteUrl + base + shareImage.path.slice(1)} />
        <meta property="og:image:width" content={String(shareImage.width)} />
        <meta property="og:image:height" content={String(shareImage.height)} />
        <meta property="og:image:alt" content={shareImage.alt} />
        {/* X reads og:title, og:description and og:image when its own tags are absent
            (developer.x.com/cards/markup): only the card type and the image's text, which has no Open
            Graph stand-in there, are its own. Every byte of the head is in the first round trip. */}
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:image:alt" content={shareImage.alt} />
        {structuredData.map((data, index) => (
          <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
        ))}
      </head>
      <body dangerouslySetInnerHTML={{ __html: bodyHtml }} />
    </html>
  );
}
