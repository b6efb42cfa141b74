import { CtaBand } from "../src/components/CtaBand.tsx";
import { PageHero } from "../src/components/PageHero.tsx";
import prospecting from "../content/prospection-b2b/page.yaml";
import { ProspectingResultsSection } from "../src/sections/prospection-b2b/ProspectingResultsSection.tsx";
import { StepsNav } from "../src/sections/prospection-b2b/StepsNav.tsx";
import { StepsSection } from "../src/sections/prospection-b2b/StepsSection.tsx";

const PROSPECTING_CTA = prospecting.cta;
const PROSPECTING_HERO = prospecting.hero;

export default function ProspectionB2b() {
  return (
    <>
      <PageHero eyebrow={PROSPECTING_HERO.eyebrow} title={PROSPECTING_HERO.title} lead={PROSPECTING_HERO.lead} cta={PROSPECTING_HERO.cta}>
        <StepsNav />
      </PageHero>
      <StepsSection />
      <ProspectingResultsSection />
      <CtaBand id="demo-title" content={PROSPECTING_CTA} />
    </>
  );
}
