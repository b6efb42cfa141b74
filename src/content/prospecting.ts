import content from "../../content/prospection-b2b/page.yaml";

export type StepMockup = "targeting" | "qualification" | "approach" | "organisation";

export interface ProspectingStep {
  /** Anchor of the step on the page. */
  id: string;
  /** The step's short name (spec §2): ciblage, qualification, approche personnalisée, organisation. */
  name: string;
  title: string;
  text: string;
  features: readonly string[];
  mockup: StepMockup;
}

// The texts are in content/prospection-b2b/page.yaml.
export const {
  hero: PROSPECTING_HERO,
  stepsIntro: STEPS_INTRO,
  steps: STEPS,
  mockups: MOCKUPS,
  results: PROSPECTING_RESULTS,
  cta: PROSPECTING_CTA,
} = content;
