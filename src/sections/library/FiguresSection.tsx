import { KeyFigures } from "../../components/KeyFigures.tsx";
import { SectionHeading } from "../../components/SectionHeading.tsx";
import type { SectionProps } from "./section-props.ts";

/** Two to four key figures side by side, under a heading. */
export function FiguresSection({ section, id }: SectionProps<"figures">) {
  return (
    <section className="section section--concrete" aria-labelledby={`${id}-title`}>
      <div className="container">
        <SectionHeading id={`${id}-title`} eyebrow={section.eyebrow} title={section.title} center />
        <KeyFigures items={section.items} />
      </div>
    </section>
  );
}
