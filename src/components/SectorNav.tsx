import type { Sector } from "../content-registry/schemas/reference.ts";
import { REFERENCES_PATH, sectorPath } from "../models/references/reference.ts";
import { REFERENCES_TEXTS, sectorName } from "../models/references/reference-texts.ts";
import { useHref } from "./PageContext.tsx";

/**
 * The references' filter by trade, as links: each trade that has references is a page of its own,
 * so the filter works without JavaScript, and the page shown is marked `aria-current`.
 */
export function SectorNav({ sectors, current }: { sectors: readonly Sector[]; current?: Sector }) {
  const href = useHref();
  return (
    <nav className="sector-nav" aria-label={REFERENCES_TEXTS.sectors.label}>
      <ul className="sector-nav__list">
        <li>
          <a href={href(REFERENCES_PATH)} aria-current={current === undefined ? "page" : undefined}>
            {REFERENCES_TEXTS.sectors.all}
          </a>
        </li>
        {sectors.map((sector) => (
          <li key={sector}>
            <a href={href(sectorPath(sector))} aria-current={sector === current ? "page" : undefined}>
              {sectorName(sector)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
