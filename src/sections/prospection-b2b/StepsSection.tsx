import type { ComponentType } from "react";
import { SectionHeading } from "../../components/SectionHeading.tsx";
import { FeatureList } from "../../components/FeatureList.tsx";
import type { SectionProps } from "../library/section-props.ts";
import { ApproachMockup } from "./ApproachMockup.tsx";
import type { MockupProps } from "./mockup-props.ts";
import { OrganisationMockup } from "./OrganisationMockup.tsx";
import { QualificationMockup } from "./QualificationMockup.tsx";
import { TargetingMockup } from "./TargetingMockup.tsx";

type StepsContent = SectionProps<"prospecting-steps">["section"];
type ProspectingStep = StepsContent["steps"][number];

const MOCKUPS: Record<ProspectingStep["mockup"], ComponentType<MockupProps>> = {
  targeting: TargetingMockup,
  qualification: QualificationMockup,
  approach: ApproachMockup,
  organisation: OrganisationMockup,
};

/**
 * Spec §2: targeting, qualification, personalised approach, organisation, in this order. Its ids
 * are its own, not its place's: a page holds the steps once (composed-page.ts), and the hero's
 * shortcuts and links from elsewhere name them.
 */
export function StepsSection({ section }: SectionProps<"prospecting-steps">) {
  return (
    <section className="section" aria-labelledby="etapes-title">
      <div className="container">
        <SectionHeading id="etapes-title" eyebrow={section.eyebrow} title={section.title} lead={section.lead} center />
        <ol className="prospect-steps">
          {section.steps.map((step, index) => (
            <Step key={step.id} step={step} number={index + 1} content={section} />
          ))}
        </ol>
      </div>
    </section>
  );
}

function Step({ step, number, content }: { step: ProspectingStep; number: number; content: StepsContent }) {
  const Mockup = MOCKUPS[step.mockup];
  return (
    <li className="prospect-step" id={step.id} data-reveal="">
      <div className="prospect-step__copy">
        <p className="prospect-step__name">
          <span className="prospect-step__number">
            {`${content.stepLabel} `}
            {number}
          </span>{" "}
          {step.name}
        </p>
        <h3>{step.title}</h3>
        <p>{step.text}</p>
        <FeatureList items={step.features} />
      </div>
      <div className="prospect-step__visual" aria-hidden="true">
        <Mockup mockups={content.mockups} />
      </div>
    </li>
  );
}
