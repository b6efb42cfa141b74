import { referencePath, type Reference } from "../models/references/reference.ts";
import { REFERENCES_TEXTS, sectorName } from "../models/references/reference-texts.ts";
import { useHref } from "./PageContext.tsx";
import { Picture } from "./Picture.tsx";

/** Logos are drawn 3rem high at most (ReferenceCard.css); the widest is about 12rem. */
const LOGO_SIZES = "192px";

/**
 * One customer reference in a grid: logo, trade, company, what changed, its first figures, and the
 * link to its page. Used by the references' listings and by the references section of composed pages.
 */
export function ReferenceCard({ reference, headingLevel = 3 }: { reference: Reference; headingLevel?: 2 | 3 }) {
  const href = useHref();
  const titleId = `reference-${reference.slug}`;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="reference-card" aria-labelledby={titleId}>
      <div className="reference-card__logo">
        {/* The company's name is the heading beside it: the logo says it again to no one. */}
        <Picture image={reference.logo} alt="" sizes={LOGO_SIZES} />
      </div>
      <p className="reference-card__sector">{sectorName(reference.sector)}</p>
      <Heading id={titleId} className="reference-card__company">
        {reference.company}
      </Heading>
      <p className="reference-card__title">{reference.title}</p>
      <dl className="reference-card__figures">
        {reference.figures.slice(0, 2).map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <a className="button button--secondary reference-card__read" href={href(referencePath(reference))}>
        {REFERENCES_TEXTS.reference.read}
        <span className="visually-hidden"> : {reference.company}</span>
      </a>
    </article>
  );
}
