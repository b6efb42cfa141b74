import { NumberedSteps } from "../../components/NumberedSteps.tsx";
import { SectionHeading } from "../../components/SectionHeading.tsx";
import type { SectionProps } from "../library/section-props.ts";

/** Spec §1: automatic monitoring of public platforms, data updated daily from official sources. */
export function MonitoringSection({ section, id }: SectionProps<"monitoring">) {
  return (
    <section className="section section--concrete" aria-labelledby={`${id}-title`} data-reveal="">
      <div className="container">
        <SectionHeading id={`${id}-title`} eyebrow={section.eyebrow} title={section.title} />
        <NumberedSteps block="monitoring-step" steps={section.steps} />
        <ul className="grid grid--3 monitoring-facts">
          {section.facts.map((fact) => (
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
