import { SectionHeading } from "../../components/SectionHeading.tsx";
import { CheckIcon, CrossIcon } from "../../components/icons.tsx";
import type { SectionProps } from "../library/section-props.ts";
import { SearchMockup } from "./SearchMockup.tsx";

type SearchSide = SectionProps<"search-comparison">["section"]["keyword"];

/** Spec §2: keyword search against semantic search, side by side. */
export function SearchComparisonSection({ section, id }: SectionProps<"search-comparison">) {
  return (
    <section className="section" aria-labelledby={`${id}-title`} data-reveal="">
      <div className="container">
        <SectionHeading id={`${id}-title`} eyebrow={section.eyebrow} title={section.title} lead={section.lead} />
        <div className="grid search-compare">
          <SearchColumn side={section.keyword} tone="before" />
          <SearchColumn side={section.semantic} tone="after" />
        </div>
      </div>
    </section>
  );
}

function SearchColumn({ side, tone }: { side: SearchSide; tone: "before" | "after" }) {
  return (
    <article className={`search-compare__side search-compare__side--${tone}`} aria-labelledby={side.id}>
      <p className="search-compare__tag" aria-hidden="true">
        {side.tag}
      </p>
      <h3 id={side.id}>{side.title}</h3>
      <SearchMockup side={side} />
      <ul className="search-compare__points">
        {side.points.map((point) => (
          <li key={point.title}>
            {tone === "before" ? <CrossIcon /> : <CheckIcon />}
            <div>
              <strong>{point.title}</strong>
              <p>{point.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </article>
  );
}
