import type { ComponentType } from "react";
import type { PageSection, SectionKind } from "../../content-registry/schemas/sections/index.ts";
import { BookingBand } from "./BookingBand.tsx";
import { CtaSection } from "./CtaSection.tsx";
import { FaqBand } from "./FaqBand.tsx";
import { FiguresSection } from "./FiguresSection.tsx";
import { HeroBand } from "./HeroBand.tsx";
import { MediaSection } from "./MediaSection.tsx";
import { NewsletterBand } from "./NewsletterBand.tsx";
import { QuoteSection } from "./QuoteSection.tsx";
import { ReferencesSection } from "./ReferencesSection.tsx";
import { TextSection } from "./TextSection.tsx";
import type { SectionsMade } from "../../models/composed/composed-page.ts";
import type { HeroAsideProps, SectionProps } from "./section-props.ts";
import { StepsSection } from "../prospection-b2b/StepsSection.tsx";
import { StepsNav } from "../prospection-b2b/StepsNav.tsx";
import { MonitoringSection } from "../veille-appels-offres/MonitoringSection.tsx";
import { SearchComparisonSection } from "../veille-appels-offres/SearchComparisonSection.tsx";
import { TendersPreview } from "../veille-appels-offres/TendersPreview.tsx";
import { ToolsSection } from "../veille-appels-offres/ToolsSection.tsx";
import { SignalTabsSection } from "../signaux-affaires/SignalTabsSection.tsx";
import { SignalStepsSection } from "../signaux-affaires/SignalStepsSection.tsx";
import { SignalsCtaSection } from "../signaux-affaires/SignalsCtaSection.tsx";
import { SignalsFacts } from "../signaux-affaires/SignalsFacts.tsx";
import type { HERO_ASIDES } from "../../content-registry/schemas/sections/hero.ts";
import { HeroSection } from "../home/HeroSection.tsx";
import { PartnersSection } from "../home/PartnersSection.tsx";
import { ComparisonSection } from "../home/ComparisonSection.tsx";
import { PillarsSection } from "../home/PillarsSection.tsx";
import { ResultsSection } from "../home/ResultsSection.tsx";

/**
 * The component of each kind of section (the kinds and their schemas are
 * src/content-registry/schemas/sections/): one line per kind, and the type checker refuses a kind
 * left without one. Each is exported by a module of its own, which does not import this one: a
 * page links the CSS of the sections it draws (sectionsDrawn), found from those modules.
 */
const SECTION_COMPONENTS: { [Kind in SectionKind]: ComponentType<SectionProps<Kind>> } = {
  hero: HeroBand,
  figures: FiguresSection,
  quote: QuoteSection,
  faq: FaqBand,
  cta: CtaSection,
  booking: BookingBand,
  newsletter: NewsletterBand,
  text: TextSection,
  media: MediaSection,
  "prospecting-steps": StepsSection,
  "search-comparison": SearchComparisonSection,
  monitoring: MonitoringSection,
  "tender-tools": ToolsSection,
  "signal-tabs": SignalTabsSection,
  "signal-steps": SignalStepsSection,
  "cta-card": SignalsCtaSection,
  "home-hero": HeroSection,
  partners: PartnersSection,
  comparison: ComparisonSection,
  pillars: PillarsSection,
  results: ResultsSection,
  references: ReferencesSection,
};

/** What a hero may show beside its text (hero.ts), each drawn from the page's sections. */
const HERO_ASIDES_DRAWN: { [Aside in (typeof HERO_ASIDES)[number]]: ComponentType<HeroAsideProps> } = {
  steps: StepsNav,
  tenders: TendersPreview,
  facts: SignalsFacts,
};

/** The component that draws what a hero shows beside its text, if it is a hero with an aside. */
function asideOf(section: PageSection): ComponentType<HeroAsideProps> | undefined {
  return section.type === "hero" && section.aside ? HERO_ASIDES_DRAWN[section.aside] : undefined;
}

/** The components that draw these sections, once each: what the page's stylesheets are made for (SiteRoute.drawn). */
export function sectionsDrawn(sections: readonly PageSection[]): ComponentType<never>[] {
  return [
    ...new Set(
      sections.flatMap((section) => [SECTION_COMPONENTS[section.type], asideOf(section)].filter((drawn) => drawn !== undefined) as ComponentType<never>[]),
    ),
  ];
}

/**
 * A page's sections in their order, each drawn by its kind's component, given the HTML of its
 * Markdown and the images it names by its own fields' names: the page has them by their place in
 * it ("sections[2].body").
 */
export function PageSections({ sections, made }: { sections: readonly PageSection[]; made: SectionsMade }) {
  return sections.map((section, index) => {
    const Section = SECTION_COMPONENTS[section.type] as ComponentType<SectionProps<SectionKind>>;
    const own = `sections[${index}].`;
    const ofSection = <Value,>(values: Readonly<Record<string, Value>>) =>
      Object.fromEntries(Object.entries(values).flatMap(([field, value]) => (field.startsWith(own) ? [[field.slice(own.length), value]] : [])));
    const Aside = asideOf(section);
    return (
      <Section
        key={index}
        section={section}
        id={`section-${index + 1}`}
        html={ofSection(made.markdown)}
        images={ofSection(made.images)}
        aside={Aside && section.type === "hero" ? <Aside hero={section} page={sections} /> : undefined}
      />
    );
  });
}
