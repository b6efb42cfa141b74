import { NumberedSteps } from "../../components/NumberedSteps.tsx";
import { SectionHeading } from "../../components/SectionHeading.tsx";
import tenders from "../../../content/veille-appels-offres/page.yaml";

const MONITORING = tenders.monitoring;

/** Spec §1: automatic monitoring of public platforms, data updated daily from official sources. */
export function MonitoringSection() {
  return (
    <section className="section section--concrete" aria-labelledby="veille-title" data-reveal="">
      <div className="container">
        <SectionHeading id="veille-title" eyebrow={MONITORING.eyebrow} title={MONITORING.title} />
        <NumberedSteps block="monitoring-step" steps={MONITORING.steps} />
        <ul className="grid grid--3 monitoring-facts">
          {MONITORING.facts.map((fact) => (
            <li key={fact.label} className="monitoring-fact">
              <strong className="key-figure">{fact.value}</strong>
              <span>{fact.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
