import { SectionHeading } from "../../components/SectionHeading.tsx";
import faq from "../../../content/home/faq.yaml";
import { Island } from "../../components/Island.tsx";
import Accordion from "../../islands/Accordion.tsx";

export function FaqSection() {
  return (
    <section className="section" aria-labelledby="faq-title">
      <div className="container container--narrow">
        <SectionHeading id="faq-title" eyebrow={faq.eyebrow} title={faq.title} center />
        <Island component={Accordion} hydrate="visible" props={{ id: "faq", items: faq.items, headingLevel: 3, single: true }} />
      </div>
    </section>
  );
}
