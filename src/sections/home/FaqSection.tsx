import { SectionHeading } from "../../components/SectionHeading.tsx";
import { FAQ } from "../../content/home/faq.ts";
import Accordion from "../../islands/Accordion.tsx";

export function FaqSection() {
  return (
    <section className="section" aria-labelledby="faq-title">
      <div className="container container--narrow">
        <SectionHeading id="faq-title" eyebrow={FAQ.eyebrow} title={FAQ.title} center />
        <Accordion id="faq" items={FAQ.items} headingLevel={3} single />
      </div>
    </section>
  );
}
