import type { SectionProps } from "../library/section-props.ts";

type SearchSide = SectionProps<"search-comparison">["section"]["keyword"];
type SearchResult = SearchSide["results"][number];

const VERDICT_CLASS: Record<SearchResult["verdict"], string> = {
  relevant: "search-mock__result--relevant",
  noise: "search-mock__result--noise",
  missed: "search-mock__result--missed",
};

/**
 * A search screen drawn in HTML: the query, then the notices it returns, each with its verdict
 * in words. The caption sums it up, so the figure reads without the colours.
 */
export function SearchMockup({ side }: { side: SearchSide }) {
  return (
    <figure className="search-mock">
      <div className="search-mock__window">
        <div className="search-mock__query">
          <span className="search-mock__label">{side.query.label}</span>
          <ul className="search-mock__terms">
            {side.query.terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        </div>
        <ul className="search-mock__results">
          {side.results.map((result) => (
            <li key={result.title} className={`search-mock__result ${VERDICT_CLASS[result.verdict]}`}>
              <VerdictGlyph verdict={result.verdict} />
              <span className="search-mock__title">{result.title}</span>
              <span className="search-mock__note">{result.note}</span>
            </li>
          ))}
        </ul>
      </div>
      <figcaption className="search-mock__caption">{side.summary}</figcaption>
    </figure>
  );
}

function VerdictGlyph({ verdict }: { verdict: SearchResult["verdict"] }) {
  const path = verdict === "relevant" ? "M5 12.5l4.5 4.5L19 7.5" : verdict === "noise" ? "M7 7l10 10M17 7L7 17" : "M12 7v6M12 16.5v.5";
  return (
    <svg className="search-mock__glyph" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      <path d={path} />
    </svg>
  );
}
