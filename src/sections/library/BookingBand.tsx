import { BookingSection } from "../home/BookingSection.tsx";
import type { SectionProps } from "./section-props.ts";

/** The demo calendar behind its consent, with the page's own title and lead where it gives them. */
export function BookingBand({ section }: SectionProps<"booking">) {
  return <BookingSection {...(section.title ? { title: section.title } : {})} {...(section.lead ? { lead: section.lead } : {})} />;
}
