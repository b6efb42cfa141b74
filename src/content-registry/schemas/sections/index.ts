import type { z } from "zod";
import type { Zod } from "site-generator";
import { bookingSection } from "./booking.ts";
import { ctaSection } from "./cta.ts";
import { faqSection } from "./faq.ts";
import { figuresSection } from "./figures.ts";
import { heroSection } from "./hero.ts";
import { mediaSection } from "./media.ts";
import { newsletterSection } from "./newsletter.ts";
import { quoteSection } from "./quote.ts";
import { referencesSection } from "./references.ts";
import { textSection } from "./text.ts";

/**
 * Every kind of section a composed page may hold, each told apart by its `type`: one line here
 * per kind, its schema beside this file, its component in src/sections/library/registry.tsx
 * (which the type checker holds to this list).
 */
const sectionKinds = (z: Zod) =>
  [heroSection(z), figuresSection(z), quoteSection(z), faqSection(z), ctaSection(z), bookingSection(z), newsletterSection(z), textSection(z), mediaSection(z), referencesSection(z)] as const;

/** A section of any kind, as a page file holds it. */
export const pageSection = (z: Zod) => z.discriminatedUnion("type", sectionKinds(z)).meta({ title: "Section" });

export type PageSection = z.output<ReturnType<typeof pageSection>>;
export type SectionKind = PageSection["type"];
