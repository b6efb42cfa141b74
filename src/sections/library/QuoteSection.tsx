import type { SectionProps } from "./section-props.ts";

/** A customer's words in large type, and who said them: name, role, company. */
export function QuoteSection({ section }: SectionProps<"quote">) {
  return (
    <section className="section">
      <div className="container container--narrow">
        <figure className="quote-section">
          <blockquote className="quote-section__text">
            <p>{`« ${section.quote} »`}</p>
          </blockquote>
          <figcaption className="quote-section__source">
            <strong>{section.person}</strong>
            <span>{`${section.role}, ${section.company}`}</span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
