import type { Sector } from "../content-registry/schemas/reference.ts";
import { CtaBand } from "../components/CtaBand.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { ReferenceCard } from "../components/ReferenceCard.tsx";
import { SectorNav } from "../components/SectorNav.tsx";
import type { Reference } from "../models/references/reference.ts";
import { REFERENCES_TEXTS } from "../models/references/reference-texts.ts";

/** What a listing shows: its references, newest first, the trades that have some, and its own trade if it is one's. */
export interface ReferenceListing {
  references: readonly Reference[];
  sectors: readonly Sector[];
  sector?: Sector;
}

/** The customer references, all of them (/references/) or one trade's (/references/secteur/<trade>/). */
export function ReferencesPage({ listing }: { listing: ReferenceListing }) {
  const { references, sectors, sector } = listing;
  const { hero, sectors: texts } = REFERENCES_TEXTS;
  return (
    <>
      {sector ? <PageHero eyebrow={texts.eyebrow} title={texts.title(sector)} lead={texts.lead(sector)} /> : <PageHero {...hero} />}
      <section className="section" aria-labelledby="references-title">
        <div className="container">
          <h2 id="references-title" className="visually-hidden">
            {REFERENCES_TEXTS.listTitle}
          </h2>
          <SectorNav sectors={sectors} current={sector} />
          <div className="reference-grid">
            {references.map((reference) => (
              <ReferenceCard key={reference.slug} reference={reference} />
            ))}
          </div>
        </div>
      </section>
      <CtaBand id="demo-title" content={REFERENCES_TEXTS.cta} />
    </>
  );
}
