import { NumberedSteps } from "../../components/NumberedSteps.tsx";
import { SectionHeading } from "../../components/SectionHeading.tsx";
import { SIGNALS_STEPS } from "../../content/signals/page.ts";

export function SignalStepsSection() {
  return (
    <section className="section" aria-labelledby="signal-steps-title">
      <div className="container">
        <SectionHeading id="signal-steps-title" eyebrow={SIGNALS_STEPS.eyebrow} title={SIGNALS_STEPS.title} center />
        <NumberedSteps block="signal-step" steps={SIGNALS_STEPS.steps} />
      </div>
    </section>
  );
}
