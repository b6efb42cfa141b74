import { useHref } from "../../components/PageContext.tsx";
import type { SectionProps } from "../library/section-props.ts";

/** The closing card: the page's call to action once more, after the visitor has read it all. */
export function SignalsCtaSection({ section, id }: SectionProps<"cta-card">) {
  const href = useHref();
  return (
    <section className="section signals-cta" aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className="dark-panel signals-cta__card">
          <div>
            <p className="eyebrow">{section.eyebrow}</p>
            <h2 id={`${id}-title`}>{section.title}</h2>
            <p className="lead signals-cta__lead">{section.lead}</p>
          </div>
          <a className="button button--primary button--large" href={href(section.cta.path)} data-cta="band">
            {section.cta.label}
          </a>
        </div>
      </div>
    </section>
  );
}
