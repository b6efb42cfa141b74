import { CtaBand } from "../src/components/CtaBand.tsx";
import { PageHero } from "../src/components/PageHero.tsx";
import tenders from "../content/veille-appels-offres/page.yaml";
import { MonitoringSection } from "../src/sections/veille-appels-offres/MonitoringSection.tsx";
import { SearchComparisonSection } from "../src/sections/veille-appels-offres/SearchComparisonSection.tsx";
import { TendersPreview } from "../src/sections/veille-appels-offres/TendersPreview.tsx";
import { ToolsSection } from "../src/sections/veille-appels-offres/ToolsSection.tsx";

const TENDERS_CTA = tenders.cta;
const TENDERS_HERO = tenders.hero;

export default function VeilleAppelsOffres() {
  return (
    <>
      <PageHero eyebrow={TENDERS_HERO.eyebrow} title={TENDERS_HERO.title} lead={TENDERS_HERO.lead} cta={TENDERS_HERO.cta}>
        <TendersPreview />
      </PageHero>
      <SearchComparisonSection />
      <MonitoringSection />
      <ToolsSection />
      <CtaBand id="demo-title" content={TENDERS_CTA} />
    </>
  );
}
