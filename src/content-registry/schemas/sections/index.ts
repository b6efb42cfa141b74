import type { z } from "zod";
import type { Zod } from "site-generator";
import { bookingSection } from "./booking.ts";
import { ctaCardSection } from "./cta-card.ts";
import { comparisonSection } from "./comparison.ts";
import { ctaSection } from "./cta.ts";
import { faqSection } from "./faq.ts";
import { figuresSection } from "./figures.ts";
import { heroSection } from "./hero.ts";
import { homeHeroSection } from "./home-hero.ts";
import { mediaSection } from "./media.ts";
import { monitoringSection } from "./monitoring.ts";
import { newsletterSection } from "./newsletter.ts";
import { partnersSection } from "./partners.ts";
import { pillarsSection } from "./pillars.ts";
import { prospectingStepsSection } from "./prospecting-steps.ts";
import { quoteSection } from "./quote.ts";
import { searchComparisonSection } from "./search-comparison.ts";
import { tenderToolsSection } from "./tender-tools.ts";
import { signalStepsSection } from "./signal-steps.ts";
import { signalTabsSection } from "./signal-tabs.ts";
import { resultsSection } from "./results.ts";
import { referencesSection } from "./references.ts";
import { textSection } from "./text.ts";

/**
 * Every kind of section a composed page may hold, each told apart by its `type`: one line here
 * per kind, its schema beside this file, its component in src/sections/library/registry.tsx
 * (which the type checker holds to this list).
 */
const sectionKinds = (z: Zod) =>
  [
    heroSection(z),
    figuresSection(z),
    quoteSection(z),
    faqSection(z),
    ctaSection(z),
    bookingSection(z),
    newsletterSection(z),
    textSection(z),
    mediaSection(z),
    prospectingStepsSection(z),
    signalTabsSection(z),
    signalStepsSection(z),
    ctaCardSection(z),
    searchComparisonSection(z),
    monitoringSection(z),
    tenderToolsSection(z),
    homeHeroSection(z),
    partnersSection(z),
    comparisonSection(z),
    pillarsSection(z),
    resultsSection(z),
    referencesSection(z),
  ] as const;

/** A section of any kind, as a page file holds it. */
export const pageSection = (z: Zod) => z.discriminatedUnion("type", sectionKinds(z)).meta({ title: "Section" });

export type PageSection = z.output<ReturnType<typeof pageSection>>;
export type SectionKind = PageSection["type"];
