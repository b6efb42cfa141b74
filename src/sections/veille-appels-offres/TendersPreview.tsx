import { MockupFrame } from "../../components/MockupFrame.tsx";
import type { HeroAsideProps } from "../library/section-props.ts";

/** Beside the hero title (`aside: tenders`): the tender feed of one trade, its `tendersFeed` (fictional notices). */
export function TendersPreview({ hero }: HeroAsideProps) {
  // hero.ts refuses `aside: tenders` without its feed.
  const feed = hero.tendersFeed;
  if (!feed) return null;
  return (
    <MockupFrame block="tenders-preview" label={feed.label}>
      <p className="tenders-preview__trade">
        <span className="tenders-preview__label">{feed.tradeLabel}</span>
        <strong>{feed.trade}</strong>
        <span className="tenders-preview__area">{feed.area}</span>
      </p>
      <ul className="tenders-preview__list">
        {feed.notices.map((notice) => (
          <li key={notice.title}>
            <strong>{notice.title}</strong>
            <span>{notice.buyer}</span>
            <span className="tenders-preview__deadline">{notice.deadline}</span>
          </li>
        ))}
      </ul>
      <p className="tenders-preview__alert">
        <BellGlyph />
        {feed.alert}
      </p>
    </MockupFrame>
  );
}

function BellGlyph() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0" />
    </svg>
  );
}
