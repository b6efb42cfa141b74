import { FeatureList } from "./FeatureList.tsx";
import { useHref } from "./PageContext.tsx";

export interface CtaBandContent {
  eyebrow: string;
  title: string;
  text: string;
  /** Button label and site path (usually DEMO_PATH). */
  cta: { label: string; path: string };
  /** Short reassurances under the button. */
  points: readonly string[];
}

/**
 * The closing call to action of an inner page: a dark panel with one h2 and one button. Left out
 * of the site's search (data-pagefind-ignore): the same words on many pages would make each of
 * them a result for « entreprise » or « démo ».
 */
export function CtaBand({ id, content }: { id: string; content: CtaBandContent }) {
  const href = useHref();
  return (
    <section className="cta-band" aria-labelledby={id} data-pagefind-ignore="">
      <div className="container">
        <div className="dark-panel cta-band__panel">
          <p className="eyebrow">{content.eyebrow}</p>
          <h2 id={id}>{content.title}</h2>
          <p className="lead cta-band__text">{content.text}</p>
          <a className="button button--primary button--large" href={href(content.cta.path)} data-cta="band">
            {content.cta.label}
          </a>
          <FeatureList items={content.points} className="cta-band__points" unstyled />
        </div>
      </div>
    </section>
  );
}
