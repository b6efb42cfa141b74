import { PageHero } from "../../components/PageHero.tsx";
import type { SectionProps } from "./section-props.ts";

/** The band at the top of a composed page, holding its h1, and what it shows beside it if it has an aside. */
export function HeroBand({ section, aside }: SectionProps<"hero">) {
  return (
    <PageHero eyebrow={section.eyebrow} title={section.title} lead={section.lead} cta={section.cta}>
      {aside}
    </PageHero>
  );
}
