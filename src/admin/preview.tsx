import { useEffect, useState, type ComponentType, type ReactNode } from "react";
import type CMS from "decap-cms-app";
import { BLOG_COLLECTION } from "../routes/blog-routes.ts";
import { LegalDocument } from "../components/LegalDocument.tsx";
import { PageProvider } from "../components/PageContext.tsx";
import type { CollectionDefinition, CollectionEntry, ResponsiveImage } from "site-generator";
import { LEGAL_COLLECTION } from "../routes/legal-routes.ts";
import { frontMatterFormatter } from "site-generator/cms";
import { ArticlePage } from "../templates/ArticlePage.tsx";
import { COMPOSED_COLLECTION } from "../routes/composed-routes.ts";
import { ComposedPage } from "../templates/ComposedPage.tsx";
import { REFERENCES_COLLECTION } from "../routes/reference-routes.ts";
import { ReferencePage } from "../templates/ReferencePage.tsx";
import { ContentProvider, useContent } from "../components/ContentContext.tsx";
import type { Reference } from "../models/references/reference.ts";
import { withBase } from "site-generator/url";
import { currentReferences } from "./preview-references.ts";
import { currentContent, type CurrentContent } from "./current-content.ts";
import { newFile } from "./check-entry.ts";
import { frenchTextNodes } from "./preview-typography.ts";
import { readEditedEntry, type PreviewSite } from "./preview-entry.ts";

/** What Decap CMS hands a preview template: the entry (an Immutable map) and its images. */
interface PreviewProps {
  entry: { get(key: "data"): { toJS(): Record<string, unknown> }; get(key: "slug" | "path"): string | undefined };
  getAsset(path: string): { toString(): string } | undefined;
  /** The preview frame's document. */
  document?: Document;
}

/** The build's preview.json: the site's values, and the stylesheets each collection's page links. */
export interface PreviewSettings extends PreviewSite {
  stylesheets: Record<string, string[]>;
  /** The last build's pages that no content file placed, their titles by address (check-entry.ts). */
  pages?: Record<string, string>;
  /** The addresses of the pages a content file placed, and of the site's own routes (check-addresses.ts). */
  placedPages?: string[];
  codePages?: string[];
}

/**
 * Articles, legal pages, composed pages and customer references are previewed as the site shows them: the page's own
 * components (every kind of section, drawn by its component), the stylesheets the build wrote for
 * that page (in the preview's frame), the Markdown rendered by the build's renderer. Header and
 * footer are left out: the editor previews the entry.
 */
export function registerPreviews(cms: typeof CMS, settings: PreviewSettings): void {
  const previews: [string, ComponentType<PreviewProps>][] = [
    ["blog", previewOf(BLOG_COLLECTION, settings, (article) => <ArticlePage article={article} />)],
    ["legal", previewOf(LEGAL_COLLECTION, settings, (document) => <LegalDocument document={document} />)],
    [
      "composed",
      previewOf(COMPOSED_COLLECTION, settings, (composed) => (
        <WithReferences site={settings}>
          <ComposedPage composed={composed} />
        </WithReferences>
      )),
    ],
    ["references", previewOf(REFERENCES_COLLECTION, settings, (reference) => <ReferencePage reference={reference} />)],
  ];
  for (const [name, component] of previews) cms.registerPreviewTemplate(name, component as never);
  const sheets = new Set(Object.values(settings.stylesheets).flat());
  for (const sheet of sheets) cms.registerPreviewStyle(new URL(sheet, location.href).href);
}

/** The text of the file the editor would write for an entry being edited (no comments to keep: it is drawn, not saved). */
const newText = frontMatterFormatter(() => undefined);

function previewOf<Entry extends CollectionEntry>(collection: CollectionDefinition<Entry>, site: PreviewSite, page: (entry: Entry) => ReactNode): ComponentType<PreviewProps> {
  return function Preview({ entry, getAsset, document: frame }: PreviewProps) {
    const data = entry.get("data").toJS();
    const slug = entry.get("slug") || "nouvelle-page";
    const [content, setContent] = useState<CurrentContent>();
    const [shown, setShown] = useState<{ entry?: Entry; error?: string }>({});
    const imageOf = (relative: string) => measured(getAsset(relative)?.toString());
    const key = JSON.stringify(data);
    const fail = (error: unknown) => setShown((before) => ({ ...before, error: error instanceof Error ? error.message : String(error) }));
    // The site's pages draw in the web fonts once they have loaded (client/behaviours/web-fonts.ts):
    // the preview shows them so at once.
    useEffect(() => void frame?.documentElement.setAttribute("data-fonts", ""), [frame]);
    // After every render: the text React has just drawn, in the site's typography.
    useEffect(() => void (frame?.body && frenchTextNodes(frame.body)));
    // The company's values and the categories as the repository has them when the entry opens:
    // a change saved since the editor's page loaded shows, with no build of the editor.
    useEffect(() => {
      let current = true;
      currentContent().then((read) => current && setContent(read), (error: unknown) => current && fail(error));
      return () => void (current = false);
    }, []);
    useEffect(() => {
      if (!content) return undefined;
      let current = true;
      // A new entry has no path yet: the file Decap will write it to, as the check before saving names it.
      const file = entry.get("path") || newFile(collection, data);
      readEditedEntry(collection, { file, text: newText.toFile(data) }, content, { ...site, imageOf }).then(
        (made) => current && setShown({ entry: made }),
        // The build's message; the last entry that could be shown stays below it.
        (error: unknown) => current && fail(error),
      );
      return () => void (current = false);
    }, [key, content]);
    return (
      <PageProvider value={{ base: site.base, path: `${collection.sitePath}${slug}/` }}>
        {shown.error ? (
          <p className="container" role="alert">
            {shown.error}
          </p>
        ) : null}
        {shown.entry ? page(shown.entry) : null}
      </PageProvider>
    );
  };
}

/**
 * The customer references as the repository has them, for a composed page's references section:
 * read once the preview opens, their logos as the site publishes them (under the collection's site
 * path), measured as the build measures them.
 */
function WithReferences({ site, children }: { site: PreviewSite; children: ReactNode }) {
  const content = useContent();
  const [references, setReferences] = useState<Reference[]>([]);
  useEffect(() => {
    let current = true;
    const imageOf = (relative: string) => measured(withBase(site.base, `${REFERENCES_COLLECTION.sitePath}${relative}`));
    currentContent()
      .then((read) => currentReferences(read, site, imageOf))
      // Without them, the section draws no card: the page's other sections still show.
      .then((read) => current && setReferences(read), () => undefined);
    return () => void (current = false);
  }, [site]);
  return <ContentProvider value={{ ...content, references }}>{children}</ContentProvider>;
}

/**
 * An image as the editor has it, its size measured: the page keeps its aspect ratio as the
 * build's does. A photo is shown as it is, not in the renditions the build will make of it.
 */
function measured(url: string | undefined): Promise<ResponsiveImage | undefined> {
  if (!url) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const image = new Image();
    const done = () => resolve({ src: url, width: image.naturalWidth, height: image.naturalHeight, sources: [] });
    image.onload = done;
    image.onerror = done;
    image.src = url;
  });
}
