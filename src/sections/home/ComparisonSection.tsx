import { SectionHeading } from "../../components/SectionHeading.tsx";
import { CheckIcon, CrossIcon } from "../../components/icons.tsx";
import { useClientBehaviour } from "../../components/ClientRecord.tsx";
import type { SectionProps } from "../library/section-props.ts";

/** Before and after, pair by pair (`comparison`). */
export function ComparisonSection({ section: comparison }: SectionProps<"comparison">) {
  useClientBehaviour("reveal");
  return (
    <section className="section section--concrete" aria-labelledby="comparison-title" data-reveal="">
      <div className="container">
        <SectionHeading id="comparison-title" eyebrow={comparison.eyebrow} title={comparison.title} lead={comparison.lead} />
        {/* Column titles for the eye; each side's h3 carries its own for screen readers. */}
        <div className="comparison__heads" aria-hidden="true">
          <p className="comparison__head comparison__head--before">{comparison.traditional}</p>
          <p className="comparison__head comparison__head--after">{comparison.anticipation}</p>
        </div>
        <ul className="comparison">
          {comparison.pairs.map((pair) => (
            <li key={pair.before.title} className="comparison__pair">
              <div className="comparison__side comparison__side--before">
                <CrossIcon />
                <h3>
                  <span className="visually-hidden">{comparison.traditional} : </span>
                  {pair.before.title}
                </h3>
                <p>{pair.before.text}</p>
              </div>
              <div className="comparison__side comparison__side--after">
                <CheckIcon />
                <h3>
                  <span className="visually-hidden">{comparison.anticipation} : </span>
                  {pair.after.title}
                </h3>
                <p>{pair.after.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
