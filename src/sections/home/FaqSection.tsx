import { SectionHeading } from "../../components/SectionHeading.tsx";
import { Island } from "../../components/Island.tsx";
import Accordion from "../../islands/Accordion.tsx";

export interface FaqContent {
  eyebrow: string;
  title: string;
  items: readonly { question: string; answer: readonly string[] }[];
}

/** Questions opened one at a time (the Accordion island): the home page's, or a composed page's. */
export function FaqSection({ id, content }: { id: string; content: FaqContent }) {
  return (
    <section className="section" aria-labelledby={`${id}-title`}>
      <div className="container container--narrow">
        <SectionHeading id={`${id}-title`} eyebrow={content.eyebrow} title={content.title} center />
        <Island component={Accordion} hydrate="visible" props={{ id, items: content.items, headingLevel: 3, single: true }} />
      </div>
    </section>
  );
}
