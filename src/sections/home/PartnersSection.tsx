import type { SectionProps } from "../library/section-props.ts";

type PartnerKind = SectionProps<"partners">["section"]["items"][number]["kind"];

/** The partners' names, each beside its kind's emblem (`partners`). */
export function PartnersSection({ section: partners }: SectionProps<"partners">) {
  return (
    <section className="partners" aria-labelledby="partners-title">
      <div className="container">
        <h2 className="partners__title" id="partners-title">
          {partners.title}
        </h2>
        <ul className="partners__list">
          {partners.items.map((partner) => (
            <li key={partner.kind} className="partner">
              <PartnerEmblem kind={partner.kind} />
              <span>{partner.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The project's own emblems for each kind of partner; the name beside it is the accessible text. */
function PartnerEmblem({ kind }: { kind: PartnerKind }) {
  return (
    <svg className="partner__emblem" viewBox="0 0 48 48" aria-hidden="true">
      <rect width="48" height="48" rx="12" fill="currentColor" opacity="0.1" />
      {kind === "metropolis" ? (
        <path
          d="M10 36V22l7-4v18M17 36V14l9-5v27M26 36V18l12 5v13M8 36h32M21 17h1M21 22h1M21 27h1M31 26h1M31 30h1"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : kind === "bank" ? (
        <path
          d="M9 19l15-9 15 9M11 19h26M13 22v11M19.5 22v11M28.5 22v11M35 22v11M9 36h30"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path
          d="M24 9c5 4 7 10 6 16l-3 4h-6l-3-4c-1-6 1-12 6-16zM21 29l-4 6 5-2M27 29l4 6-5-2M24 17.5v.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}
