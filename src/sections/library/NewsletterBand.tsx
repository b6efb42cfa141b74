import { NewsletterForm } from "../../components/NewsletterForm.tsx";
import type { SectionProps } from "./section-props.ts";

/**
 * The footer's sign-up form in a dark band of its own (its field is drawn for a dark ground), its
 * ids based on the section's: the footer's form is on the page too.
 */
export function NewsletterBand({ section, id }: SectionProps<"newsletter">) {
  return (
    <section className="section section--dark" aria-labelledby={`${id}-newsletter-title`}>
      <div className="container container--narrow newsletter-band">
        <NewsletterForm
          id={`${id}-newsletter`}
          titleClassName="newsletter-band__title"
          {...(section.title ? { title: section.title } : {})}
          {...(section.lead ? { text: section.lead } : {})}
        />
      </div>
    </section>
  );
}
