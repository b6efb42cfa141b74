import type { ReactNode } from "react";
import layout from "../../content/site/layout.yaml";
import type { LegalDocumentData, LegalSubsection } from "../models/legal/legal-document.ts";

const LONG_DATE = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "UTC" });

/**
 * A legal page: its title, last update, table of contents, then one section per heading. The text
 * is HTML from content/legal/<url-name>.md (the build's Markdown renderer), headings and all.
 */
export function LegalDocument({ document }: { document: LegalDocumentData }) {
  const { title, updatedOn, intro, sections } = document;
  return (
    <article className="legal container">
      <div className="legal__head">
        <h1>{title}</h1>
        <p className="legal__updated">
          {layout.legalPage.updated} <time dateTime={updatedOn}>{LONG_DATE.format(new Date(updatedOn))}</time>
        </p>
      </div>
      <Html html={intro} />
      {/* Its headings are the page's own, indexed where they stand. */}
      <nav className="legal-toc" aria-label={layout.legalPage.contents} data-pagefind-ignore="">
        {/* The nav is already named by aria-label: the visible title would be read twice. */}
        <p className="legal-toc__title" aria-hidden="true">
          {layout.legalPage.contents}
        </p>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.text}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <LegalSection key={section.id} section={section} level={2}>
          {section.subsections.map((subsection) => (
            <LegalSection key={subsection.id} section={subsection} level={3} />
          ))}
        </LegalSection>
      ))}
    </article>
  );
}

function LegalSection(props: { section: LegalSubsection; level: 2 | 3; children?: ReactNode }) {
  const { section, level, children } = props;
  const Heading = level === 2 ? "h2" : "h3";
  const headingId = `${section.id}-titre`;
  return (
    <section id={section.id} className={`legal__section legal__section--h${level}`} aria-labelledby={headingId}>
      <Heading id={headingId} dangerouslySetInnerHTML={{ __html: section.title }} />
      <Html html={section.html} />
      {children}
    </section>
  );
}

/** Markdown's HTML for the blocks of a section; a wrapper without margin or padding, so it lays out as they would. */
function Html({ html }: { html: string }) {
  return html.trim() ? <div className="legal__text" dangerouslySetInnerHTML={{ __html: html }} /> : null;
}
