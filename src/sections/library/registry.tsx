import type { ComponentType } from "react";
import type { PageSection, SectionKind } from "../../content-registry/schemas/sections/index.ts";
import { BookingBand } from "./BookingBand.tsx";
import { CtaSection } from "./CtaSection.tsx";
import { FaqBand } from "./FaqBand.tsx";
import { FiguresSection } from "./FiguresSection.tsx";
import { HeroBand } from "./HeroBand.tsx";
import { NewsletterBand } from "./NewsletterBand.tsx";
import { QuoteSection } from "./QuoteSection.tsx";
import type { SectionProps } from "./section-props.ts";

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
};

/** The components that draw these sections, once each: what the page's stylesheets are made for (SiteRoute.drawn). */
export function sectionsDrawn(sections: readonly PageSection[]): ComponentType<never>[] {
  return [...new Set(sections.map((section) => SECTION_COMPONENTS[section.type] as ComponentType<never>))];
}

/** A page's sections in their order, each drawn by its kind's component. */
export function PageSections({ sections }: { sections: readonly PageSection[] }) {
  return sections.map((section, index) => {
    const Section = SECTION_COMPONENTS[section.type] as ComponentType<{ section: PageSection; id: string }>;
    return <Section key={index} section={section} id={`section-${index + 1}`} />;
  });
}
