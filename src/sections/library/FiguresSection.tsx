import { KeyFigures } from "../../components/KeyFigures.tsx";
import { useHref } from "../../components/PageContext.tsx";
import { SectionHeading } from "../../components/SectionHeading.tsx";
import type { SectionProps } from "./section-props.ts";

/** Two to four key figures side by side, under a heading, and the sentence that says where they come from. */
export function FiguresSection({ section, id }: SectionProps<"figures">) {
  const href = useHref();
  return (
    <section className="section section--concrete" aria-labelledby={`${id}-title`}>
      <div className="container">
        <SectionHeading id={`${id}-title`} eyebrow={section.eyebrow} title={section.title} center />
        <KeyFigures items={section.items} />
        {section.note ? (
          <p className="figures-note">
            {section.note.text}{" "}
            <a className="figures-note__link" href={href(section.note.link.path)}>
              {section.note.link.label}
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}
