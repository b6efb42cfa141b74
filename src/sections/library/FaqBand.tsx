import { FaqSection } from "../home/FaqSection.tsx";
import type { SectionProps } from "./section-props.ts";

/** Questions opened one at a time: the home page's FAQ section, given the page's questions. */
export function FaqBand({ section, id }: SectionProps<"faq">) {
  return <FaqSection id={section.anchor ?? id} content={section} />;
}
