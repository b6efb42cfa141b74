import { SectionHeading } from "../../components/SectionHeading.tsx";
import { MONITORING } from "../../content/tenders.ts";

/** Spec §1: automatic monitoring of public platforms, data updated daily from official sources. */
export function MonitoringSection() {
  return (
    <section className="section section--concrete" aria-labelledby="veille-title" data-reveal="">
      <div className="container">
        <SectionHeading id="veille-title" eyebrow={MONITORING.eyebrow} title={MONITORING.title} />
        <ol className="monitoring-steps">
          {MONITORING.steps.map((step, index) => (
            <li key={step.title} className="monitoring-step">
              <span className="monitoring-step__number" aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <ul className="monitoring-facts">
          {MONITORING.facts.map((fact) => (
            <li key={fact.label} className="monitoring-fact">
              <strong>{fact.value}</strong>
              <span>{fact.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
