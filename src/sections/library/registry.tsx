import type { ComponentType } from "react";
import { CtaBand } from "../../components/CtaBand.tsx";
import { KeyFigures } from "../../components/KeyFigures.tsx";
import { PageHero } from "../../components/PageHero.tsx";
import { SectionHeading } from "../../components/SectionHeading.tsx";
import type { PageSection, SectionKind } from "../../content-registry/schemas/sections/index.ts";
import { BookingSection } from "../home/BookingSection.tsx";
import { FaqSection } from "../home/FaqSection.tsx";
import { QuoteSection } from "./QuoteSection.tsx";

/** What a section's component is given: its content, and an id of its own on the page for its headings. */
interface SectionProps<Kind extends SectionKind> {
  section: Extract<PageSection, { type: Kind }>;
  id: string;
}

function FiguresSection({ section, id }: SectionProps<"figures">) {
  return (
    <section className="section section--concrete" aria-labelledby={`${id}-title`}>
      <div className="container">
        <SectionHeading id={`${id}-title`} eyebrow={section.eyebrow} title={section.title} center />
        <KeyFigures items={section.items} />
      </div>
    </section>
  );
}

/**
 * The component of each kind of section (the kinds and their schemas are
 * src/content-registry/schemas/sections/): one line per kind, and the type checker refuses a kind
 * left without one.
 */
const SECTION_COMPONENTS: { [Kind in SectionKind]: ComponentType<SectionProps<Kind>> } = {
  hero: ({ section }) => <PageHero eyebrow={section.eyebrow} title={section.title} lead={section.lead} cta={section.cta} />,
  figures: FiguresSection,
  quote: QuoteSection,
  faq: ({ section, id }) => <FaqSection id={id} content={section} />,
  cta: ({ section, id }) => <CtaBand id={`${id}-title`} content={section} />,
  booking: ({ section }) => <BookingSection {...(section.title ? { title: section.title } : {})} {...(section.lead ? { lead: section.lead } : {})} />,
};

/** A page's sections in their order, each drawn by its kind's component. */
export function PageSections({ sections }: { sections: readonly PageSection[] }) {
  return sections.map((section, index) => {
    const Section = SECTION_COMPONENTS[section.type] as ComponentType<{ section: PageSection; id: string }>;
    return <Section key={index} section={section} id={`section-${index + 1}`} />;
  });
}
