import { Fragment, type ReactNode } from "react";
import type { Block, LegalDocumentData, LegalSubsection, RichText } from "../content/legal/types.ts";
import { useHref } from "./PageContext.tsx";

const LONG_DATE = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "UTC" });

/** A legal page: its title, last update, table of contents, then one section per heading. */
export function LegalDocument({ document }: { document: LegalDocumentData }) {
  const { title, updatedOn, intro, sections } = document;
  return (
    <article className="legal container">
      <div className="legal__head">
        <h1>{title}</h1>
        <p className="legal__updated">
          Dernière mise à jour : <time dateTime={updatedOn}>{LONG_DATE.format(new Date(updatedOn))}</time>
        </p>
      </div>
      <Blocks blocks={intro} />
      <nav className="legal-toc" aria-label="Sommaire">
        {/* The nav is already named by aria-label: the visible title would be read twice. */}
        <p className="legal-toc__title" aria-hidden="true">
          Sommaire
        </p>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <LegalSection key={section.id} section={section} level={2}>
          {section.subsections?.map((subsection) => (
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
      <Heading id={headingId}>{section.title}</Heading>
      <Blocks blocks={section.blocks} />
      {children}
    </section>
  );
}

function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) => <BlockView key={index} block={block} />);
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p>
          <Text value={block.text} />
        </p>
      );
    case "list":
      return (
        <ul>
          {block.items.map((item, index) => (
            <li key={index}>
              <Text value={item} />
            </li>
          ))}
        </ul>
      );
    case "definitions":
      return (
        <dl className="legal__definitions">
          {block.items.map((item) => (
            <div key={item.term}>
              <dt>{item.term}</dt>
              <dd>
                <Text value={item.definition} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case "table":
      // The wrapper scrolls sideways on narrow screens, rather than the page.
      return (
        <div className="legal__table-scroll">
          <table className="legal__table">
            <caption>{block.caption}</caption>
            <thead>
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map(([head, ...cells], row) => (
                <tr key={row}>
                  <th scope="row">
                    <Text value={head ?? ""} />
                  </th>
                  {cells.map((cell, column) => (
                    <td key={column}>
                      <Text value={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/** Running text; site paths in links are resolved against the deployment base path. */
function Text({ value }: { value: RichText }) {
  const href = useHref();
  if (typeof value === "string") return value;
  return value.map((segment, index) =>
    typeof segment === "string" ? (
      <Fragment key={index}>{segment}</Fragment>
    ) : (
      <a key={index} href={href(segment.href)}>
        {segment.text}
      </a>
    ),
  );
}
