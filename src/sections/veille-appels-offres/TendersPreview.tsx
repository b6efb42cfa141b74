import { MockupFrame } from "../../components/MockupFrame.tsx";
import tenders from "../../../content/veille-appels-offres/page.yaml";

const TENDERS_PREVIEW = tenders.preview;

/** Hero mock-up of the product: the tender feed of one trade (fictional notices). */
export function TendersPreview() {
  return (
    <MockupFrame block="tenders-preview" label={TENDERS_PREVIEW.label}>
      <p className="tenders-preview__trade">
        <span className="tenders-preview__label">{TENDERS_PREVIEW.tradeLabel}</span>
        <strong>{TENDERS_PREVIEW.trade}</strong>
        <span className="tenders-preview__area">{TENDERS_PREVIEW.area}</span>
      </p>
      <ul className="tenders-preview__list">
        {TENDERS_PREVIEW.notices.map((notice) => (
          <li key={notice.title}>
            <strong>{notice.title}</strong>
            <span>{notice.buyer}</span>
            <span className="tenders-preview__deadline">{notice.deadline}</span>
          </li>
        ))}
      </ul>
      <p className="tenders-preview__alert">
        <BellGlyph />
        {TENDERS_PREVIEW.alert}
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
