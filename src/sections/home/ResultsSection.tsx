import { SectionHeading } from "../../components/SectionHeading.tsx";
import { METHOD, RESULTS } from "../../content/home/results.ts";
import Accordion from "../../islands/Accordion.tsx";

export function ResultsSection() {
  return (
    <section className="section section--dark" aria-labelledby="results-title">
      <div className="container">
        <SectionHeading id="results-title" eyebrow={RESULTS.eyebrow} title={RESULTS.title} lead={RESULTS.lead} />
        <ul className="results" data-reveal="">
          {RESULTS.items.map((result, index) => (
            <li key={result.label} className="result-card">
              <p className="result-card__value">{result.value}</p>
              <p className="result-card__label">{result.label}</p>
              <p className="result-card__method" id={`result-method-${index + 1}`}>
                {result.method}
              </p>
            </li>
          ))}
        </ul>
        <div className="method">
          <h3 className="method__title">{METHOD.title}</h3>
          <Accordion id="methode" items={METHOD.items} headingLevel={4} single={false} />
        </div>
      </div>
    </section>
  );
}
