import { KeyFigures } from "../../components/KeyFigures.tsx";
import { useHref } from "../../components/PageContext.tsx";
import { SectionHeading } from "../../components/SectionHeading.tsx";
import prospecting from "../../../content/prospection-b2b/page.yaml";

const PROSPECTING_RESULTS = prospecting.results;

/** Spec §9's claimed results, and where the data of the professionals comes from. */
export function ProspectingResultsSection() {
  const href = useHref();
  const { privacy } = PROSPECTING_RESULTS;
  return (
    <section className="section section--concrete" aria-labelledby="resultats-title" data-reveal="">
      <div className="container">
        <SectionHeading id="resultats-title" eyebrow={PROSPECTING_RESULTS.eyebrow} title={PROSPECTING_RESULTS.title} center />
        <KeyFigures items={PROSPECTING_RESULTS.items} />
        <p className="prospect-privacy">
          {privacy.text}{" "}
          <a className="prospect-privacy__link" href={href(privacy.link.path)}>
            {privacy.link.label}
          </a>
        </p>
      </div>
    </section>
  );
}
