import { NumberedSteps } from "../../components/NumberedSteps.tsx";
import { SectionHeading } from "../../components/SectionHeading.tsx";
import signalsPage from "../../../content/signaux-affaires/page.yaml";

const SIGNALS_STEPS = signalsPage.steps;

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
