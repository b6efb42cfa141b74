import type { ContentData } from "../../content-registry/registry.ts";
import { SectionHeading } from "../../components/SectionHeading.tsx";
import { CheckIcon, CrossIcon } from "../../components/icons.tsx";
import tenders from "../../../content/veille-appels-offres/page.yaml";
import { SearchMockup } from "./SearchMockup.tsx";

type SearchSide = ContentData<"veille-appels-offres/page.yaml">["searchComparison"]["keyword"];
const SEARCH_COMPARISON = tenders.searchComparison;

/** Spec §2: keyword search against semantic search, side by side. */
export function SearchComparisonSection() {
  return (
    <section className="section" aria-labelledby="comparaison-title" data-reveal="">
      <div className="container">
        <SectionHeading id="comparaison-title" eyebrow={SEARCH_COMPARISON.eyebrow} title={SEARCH_COMPARISON.title} lead={SEARCH_COMPARISON.lead} />
        <div className="grid search-compare">
          <SearchColumn side={SEARCH_COMPARISON.keyword} tone="before" />
          <SearchColumn side={SEARCH_COMPARISON.semantic} tone="after" />
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
