import { SectionHeading } from "../../components/SectionHeading.tsx";
import { SIGNALS_STEPS } from "../../content/signals/page.ts";

export function SignalStepsSection() {
  return (
    <section className="section" aria-labelledby="signal-steps-title">
      <div className="container">
        <SectionHeading id="signal-steps-title" eyebrow={SIGNALS_STEPS.eyebrow} title={SIGNALS_STEPS.title} center />
        <ol className="signal-steps">
          {SIGNALS_STEPS.steps.map((step, index) => (
            <li key={step.title} className="signal-step">
              <span className="signal-step__number" aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
