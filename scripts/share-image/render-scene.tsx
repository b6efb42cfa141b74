// tsx applies the root tsconfig to src/ and pages/ only, so it compiles scripts/ with esbuild's
// classic JSX (React.createElement); the pragma asks for the automatic runtime the site uses.
// @jsxRuntime automatic
import { renderToStaticMarkup } from "react-dom/server";
import { frenchTypography } from "../../src/shared/french-typography.ts";
import { SITE } from "../../src/site.ts";
import { ShareImage } from "./ShareImage.tsx";

/** The scene as a complete HTML document; the stylesheet resolves next to the document's URL. */
export function renderScene(): string {
  const html = renderToStaticMarkup(
    <html lang={SITE.lang}>
      <head>
        <meta charSet="utf-8" />
        <title>{SITE.productName}</title>
        <link rel="stylesheet" href="share-image.css" />
      </head>
      <body>
        <ShareImage />
      </body>
    </html>,
  );
  return frenchTypography(`<!doctype html>${html}`);
}
