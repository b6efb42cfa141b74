import { useContent } from "../../components/ContentContext.tsx";
import { ReferenceCard } from "../../components/ReferenceCard.tsx";
import { SectionHeading } from "../../components/SectionHeading.tsx";
import { SECTOR_COUNT } from "../../content-registry/schemas/sections/references.ts";
import type { SectionProps } from "./section-props.ts";

/**
 * Customer references as cards, each leading to its page: those the section names, in its order,
 * or the latest of a trade. The build refused a name no reference has; one not published yet (a
 * preview's draft) is left out.
 */
export function ReferencesSection({ section, id }: SectionProps<"references">) {
  const { references } = useContent();
  const shown = section.chosen
    ? section.chosen.flatMap((slug) => references.filter((reference) => reference.slug === slug))
    : references.filter((reference) => reference.sector === section.sector).slice(0, section.count ?? SECTOR_COUNT);
  return (
    <section className="section" aria-labelledby={`${id}-title`}>
      <div className="container">
        <SectionHeading id={`${id}-title`} eyebrow={section.eyebrow} title={section.title} center />
        <div className="reference-grid">
          {shown.map((reference) => (
            <ReferenceCard key={reference.slug} reference={reference} />
          ))}
        </div>
      </div>
    </section>
  );
}
