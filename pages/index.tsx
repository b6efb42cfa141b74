import faq from "../content/home/faq.yaml";
import { BookingSection } from "../src/sections/home/BookingSection.tsx";
import { ComparisonSection } from "../src/sections/home/ComparisonSection.tsx";
import { FaqSection } from "../src/sections/home/FaqSection.tsx";
import { HeroSection } from "../src/sections/home/HeroSection.tsx";
import { PartnersSection } from "../src/sections/home/PartnersSection.tsx";
import { PillarsSection } from "../src/sections/home/PillarsSection.tsx";
import { ResultsSection } from "../src/sections/home/ResultsSection.tsx";

export default function Home() {
  return (
    <>
      <HeroSection />
      <PartnersSection />
      <ComparisonSection />
      <PillarsSection />
      <ResultsSection />
      <FaqSection id="faq" content={faq} />
      <BookingSection />
    </>
  );
}
