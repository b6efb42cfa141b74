import type { MockupProps } from "./mockup-props.ts";
import { SPEC } from "../../site.ts";

const RING_RADIUS = 30;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

/** Step 2 illustration: a company record with its reliability score (decorative, fictional). */
export function QualificationMockup({ mockups }: MockupProps) {
  const data = mockups.qualification;
  const score = SPEC.reliabilityScoreExamplePercent;
  return (
    <div className="mock mock--qualification">
      <div className="mock-company">
        <span className="mock-company__logo">PR</span>
        <div>
          <strong>{data.company}</strong>
          <span>{data.identity}</span>
        </div>
      </div>
      <div className="mock-score">
        <svg viewBox="0 0 72 72">
          <circle cx="36" cy="36" r={RING_RADIUS} className="mock-score__track" />
          <circle
            cx="36"
            cy="36"
            r={RING_RADIUS}
            className="mock-score__value"
            strokeDasharray={`${(RING_LENGTH * score) / 100} ${RING_LENGTH}`}
            transform="rotate(-90 36 36)"
          />
        </svg>
        <div>
          <strong className="key-figure">{score} %</strong>
          <span>{data.scoreLabel}</span>
        </div>
      </div>
      <ul className="mock-rows">
        {data.rows.map((row) => (
          <li key={row.label}>
            <span>{row.label}</span>
            <strong>{row.value}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
