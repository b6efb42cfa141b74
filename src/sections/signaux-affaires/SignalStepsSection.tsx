import { NumberedSteps } from "../../components/NumberedSteps.tsx";
import { SectionHeading } from "../../components/SectionHeading.tsx";
import type { SectionProps } from "../library/section-props.ts";

/** From a signal to a meeting: the steps side by side, numbered. */
export function SignalStepsSection({ section, id }: SectionProps<"signal-steps">) {
  return (
    <section className="section" aria-labelledby={`${id}-title`}>
      <div className="container">
        <SectionHeading id={`${id}-title`} eyebrow={section.eyebrow} title={section.title} center />
        <NumberedSteps block="signal-step" steps={section.steps} />
      </div>
    </section>
  );
}
