import thanks from "../../content/newsletter-merci.yaml";
import { PageHero } from "../../src/components/PageHero.tsx";
import { ThanksSection } from "../../src/sections/newsletter/ThanksSection.tsx";

/**
 * Where the newsletter's provider sends a visitor back after a plain POST of the footer's form
 * (without JavaScript). Not indexed (src/routes/routes.ts): it says nothing to a visitor from a search.
 */
export default function NewsletterThanks() {
  return (
    <>
      <PageHero eyebrow={thanks.eyebrow} title={thanks.title} lead={thanks.lead} />
      <ThanksSection />
    </>
  );
}
