import { CtaBand } from "../components/CtaBand.tsx";
import { KeyFigures } from "../components/KeyFigures.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { useHref } from "../components/PageContext.tsx";
import { Picture } from "../components/Picture.tsx";
import { SectionHeading } from "../components/SectionHeading.tsx";
import { REFERENCES_PATH, sectorPath, type Reference } from "../models/references/reference.ts";
import { productLink, REFERENCES_TEXTS, sectorName } from "../models/references/reference-texts.ts";
import type { Product } from "../content-registry/schemas/reference.ts";

/** The logo is drawn 4rem high at most (ReferencePage.css). */
const LOGO_SIZES = "256px";

/** One customer reference: what changed, its figures, the customer's words, its story, the products it uses. */
export function ReferencePage({ reference }: { reference: Reference }) {
  const href = useHref();
  const texts = REFERENCES_TEXTS.reference;
  return (
    <>
      <PageHero eyebrow={reference.company} title={reference.title} lead={reference.description}>
        <ReferenceFacts reference={reference} />
      </PageHero>
      <section className="section section--concrete" aria-labelledby="reference-figures">
        <div className="container">
          <SectionHeading id="reference-figures" title={texts.figures} center />
          <KeyFigures items={reference.figures} />
        </div>
      </section>
      <section className="section" aria-labelledby="reference-story">
        <div className="container container--narrow">
          <figure className="quote-section">
            <blockquote className="quote-section__text">
              <p>{`« ${reference.quote} »`}</p>
            </blockquote>
            <figcaption className="quote-section__source">
              <strong>{reference.person}</strong>
              <span>{`${reference.role}, ${reference.company}`}</span>
            </figcaption>
          </figure>
          <h2 id="reference-story" className="reference-page__story">
            {texts.story}
          </h2>
          <div className="prose reference-page__prose" dangerouslySetInnerHTML={{ __html: reference.html }} />
          <h2 className="reference-page__products">{texts.products}</h2>
          <ProductLinks products={reference.products} />
          <p className="reference-page__back">
            <a href={href(REFERENCES_PATH)}>← {texts.back}</a>
          </p>
        </div>
      </section>
      <CtaBand id="demo-title" content={REFERENCES_TEXTS.cta} />
    </>
  );
}

/** Beside the hero's text: the customer's logo, trade (a link to its listing) and region. */
function ReferenceFacts({ reference }: { reference: Reference }) {
  const href = useHref();
  const texts = REFERENCES_TEXTS.reference;
  return (
    <aside className="reference-facts" aria-label={reference.company}>
      {/* The page's largest paint, likely: fetched at once. */}
      <Picture className="reference-facts__logo" image={reference.logo} alt="" sizes={LOGO_SIZES} loading="eager" />
      <dl>
        <div>
          <dt>{texts.sector}</dt>
          <dd>
            <a href={href(sectorPath(reference.sector))}>{sectorName(reference.sector)}</a>
          </dd>
        </div>
        <div>
          <dt>{texts.region}</dt>
          <dd>{reference.region}</dd>
        </div>
      </dl>
    </aside>
  );
}

/** The products the customer uses, each a link to its page. */
function ProductLinks({ products }: { products: readonly Product[] }) {
  const href = useHref();
  return (
    <ul className="reference-page__product-list">
      {products.map((product) => {
        const link = productLink(product);
        return (
          <li key={product}>
            <a href={href(link.path)}>{link.label}</a>
          </li>
        );
      })}
    </ul>
  );
}
