import { SITE } from "../site.ts";

export interface DocumentProps {
  title: string;
  description: string;
  /** Absolute canonical URL; omitted on the 404 page, which has no address of its own. */
  canonical?: string;
  base: string;
  stylesheet: string;
  /** Hydration entry, only on pages that hold islands. */
  script?: string;
  bodyHtml: string;
}

/** The HTML shell around a page. The body is rendered first so the shell knows which assets it needs. */
export function Document(props: DocumentProps) {
  const { title, description, canonical, base, stylesheet, script, bodyHtml } = props;
  return (
    <html lang={SITE.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {canonical ? <link rel="canonical" href={canonical} /> : <meta name="robots" content="noindex" />}
        <link rel="icon" href={`${base}favicon.svg`} type="image/svg+xml" />
        <link rel="stylesheet" href={stylesheet} />
        {script ? <script type="module" src={script} /> : null}
      </head>
      <body dangerouslySetInnerHTML={{ __html: bodyHtml }} />
    </html>
  );
}
