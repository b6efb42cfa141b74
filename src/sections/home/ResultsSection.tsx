import { SectionHeading } from "../../components/SectionHeading.tsx";
import { Island } from "../../components/Island.tsx";
import Accordion from "../../islands/Accordion.tsx";
import Tooltip from "../../islands/Tooltip.tsx";
import { SPEC } from "../../site.ts";
import { useClientBehaviour } from "../../components/ClientRecord.tsx";
import type { SectionProps } from "../library/section-props.ts";

/** Measured results, each with its method in a tooltip, and the method's questions (`results`). */
export function ResultsSection({ section: results }: SectionProps<"results">) {
  const METHOD = results.method;
  useClientBehaviour("reveal");
  return (
    <section className="section section--dark" aria-labelledby="results-title">
      <div className="container">
        <SectionHeading id="results-title" eyebrow={results.eyebrow} title={results.title} lead={results.lead} />
        <ul className="results" data-reveal="">
          {results.items.map((result, index) => (
            <li key={result.label} className="result-card">
              <p className="key-figure result-card__value">{result.value}</p>
              <p className="result-card__label">{result.label}</p>
              <Island
                component={Tooltip}
                hydrate="visible"
                props={{ id: `resultat-${index + 1}`, label: results.methodLabel, delayMs: SPEC.tooltipDelayMs }}
              />
              <p className="result-card__method" id={`resultat-${index + 1}-text`}>
                {result.method}
              </p>
            </li>
          ))}
        </ul>
        <div className="method">
          <h3 className="method__title">{METHOD.title}</h3>
          <Island
            component={Accordion}
            hydrate="visible"
            props={{ id: "methode", items: METHOD.items, headingLevel: 4, single: false }}
          />
        </div>
      </div>
    </section>
  );
}
