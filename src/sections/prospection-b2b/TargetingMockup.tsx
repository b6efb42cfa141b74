import type { MockupProps } from "./mockup-props.ts";

/** Step 1 illustration: a company search with its B2B filters (decorative, fictional). */
export function TargetingMockup({ mockups }: MockupProps) {
  const data = mockups.targeting;
  return (
    <div className="mock mock--targeting">
      <p className="mock__title">
        <SearchGlyph />
        {data.title}
      </p>
      <ul className="mock-filters">
        {data.filters.map((filter) => (
          <li key={filter.label}>
            <span>{filter.label}</span>
            <strong>{filter.value}</strong>
          </li>
        ))}
      </ul>
      <div className="mock-filters__footer">
        <span>{data.result}</span>
        <span className="mock__button">{data.action}</span>
      </div>
    </div>
  );
}

function SearchGlyph() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
      <circle cx="10.5" cy="10.5" r="6" />
      <path d="M15 15l5 5" />
    </svg>
  );
}
