import { SectionHeading } from "../../components/SectionHeading.tsx";
import { FAQ } from "../../content/home/faq.ts";
import { Island } from "../../components/Island.tsx";
import Accordion from "../../islands/Accordion.tsx";

export function FaqSection() {
  return (
    <section className="section" aria-labelledby="faq-title">
      <div className="container container--narrow">
        <SectionHeading id="faq-title" eyebrow={FAQ.eyebrow} title={FAQ.title} center />
        <Island component={Accordion} hydrate="visible" props={{ id: "faq", items: FAQ.items, headingLevel: 3, single: true }} />
      </div>
    </section>
  );
}
