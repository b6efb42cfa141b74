import { CheckIcon } from "../../components/icons.tsx";
import { BOOKING } from "../../content/home/booking.ts";
import { SITE, SPEC } from "../../site.ts";

/** Spec §2: the section every demo button leads to, holding the scheduling widget. */
export function BookingSection() {
  return (
    <section id={BOOKING.id} className="section section--concrete booking" aria-labelledby="booking-title">
      <div className="container booking__grid">
        <div className="booking__copy">
          <p className="eyebrow">{BOOKING.eyebrow}</p>
          <h2 id="booking-title">{BOOKING.title}</h2>
          <p className="lead">{BOOKING.lead}</p>
          <ul className="feature-list">
            {BOOKING.points.map((point) => (
              <li key={point}>
                <CheckIcon />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="booking__widget-frame">
          <div
            className="booking__widget"
            data-scheduling-widget=""
            data-url={SITE.schedulingUrl}
            style={{ minWidth: SPEC.schedulingWidgetMinWidthPx, height: SPEC.schedulingWidgetHeightPx }}
          >
            <div className="booking__fallback">
              <p>{BOOKING.fallback}</p>
              <p>
                <a className="button button--primary" href={SITE.schedulingUrl} target="_blank" rel="noopener noreferrer">
                  {BOOKING.fallbackLink}
                  <span className="visually-hidden"> (nouvel onglet)</span>
                </a>
              </p>
              <p>
                {BOOKING.fallbackMail} <a href={`mailto:${SITE.contactEmail}`}>{SITE.contactEmail}</a>
              </p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
