import type { ContentData } from "../../content-registry/registry.ts";
import type { ComponentType } from "react";
import { SectionHeading } from "../../components/SectionHeading.tsx";
import { FeatureList } from "../../components/FeatureList.tsx";
import prospecting from "../../../content/prospection-b2b/page.yaml";
import { ApproachMockup } from "./ApproachMockup.tsx";
import { OrganisationMockup } from "./OrganisationMockup.tsx";
import { QualificationMockup } from "./QualificationMockup.tsx";
import { TargetingMockup } from "./TargetingMockup.tsx";

type ProspectingStep = ContentData<"prospection-b2b/page.yaml">["steps"][number];
type StepMockup = ContentData<"prospection-b2b/page.yaml">["steps"][number]["mockup"];
const STEPS = prospecting.steps;
const STEPS_INTRO = prospecting.stepsIntro;

const MOCKUPS: Record<StepMockup, ComponentType> = {
  targeting: TargetingMockup,
  qualification: QualificationMockup,
  approach: ApproachMockup,
  organisation: OrganisationMockup,
};

/** Spec §2: targeting, qualification, personalised approach, organisation, in this order. */
export function StepsSection() {
  return (
    <section className="section" aria-labelledby="etapes-title">
      <div className="container">
        <SectionHeading id="etapes-title" eyebrow={STEPS_INTRO.eyebrow} title={STEPS_INTRO.title} lead={STEPS_INTRO.lead} center />
        <ol className="prospect-steps">
          {STEPS.map((step, index) => (
            <Step key={step.id} step={step} number={index + 1} />
          ))}
        </ol>
      </div>
    </section>
  );
}

function Step({ step, number }: { step: ProspectingStep; number: number }) {
  const Mockup = MOCKUPS[step.mockup];
  return (
    <li className="prospect-step" id={step.id} data-reveal="">
      <div className="prospect-step__copy">
        <p className="prospect-step__name">
          <span className="prospect-step__number">
            {`${STEPS_INTRO.stepLabel} `}
            {number}
          </span>{" "}
          {step.name}
        </p>
        <h3>{step.title}</h3>
        <p>{step.text}</p>
        <FeatureList items={step.features} />
      </div>
      <div className="prospect-step__visual" aria-hidden="true">
        <Mockup />
      </div>
    </li>
  );
}
