import { FeatureList } from "../../components/FeatureList.tsx";
import booking from "../../../content/home/booking.yaml";
import owner from "../../../content/site/company.yaml";
import { SITE, SPEC } from "../../site.ts";
import { useClientBehaviour } from "../../components/ClientRecord.tsx";

/**
 * Spec §2: the section every demo button leads to, holding the scheduling widget. The fallback
 * (a link to the scheduling page and the e-mail) is in the HTML and stays visible until the
 * provider's frame has loaded; in "consent" mode (SITE.schedulingLoad) the script first asks
 * (see src/client/lazy/scheduling-widget.ts).
 */
export function BookingSection({ title = booking.title, lead = booking.lead }: { title?: string; lead?: string }) {
  useClientBehaviour("hash-scroll");
  useClientBehaviour("scheduling-widget");
  return (
    <section
      id={booking.id}
      className="section section--concrete booking"
      aria-labelledby="booking-title"
      data-hash-scroll=""
      // The same section on every page that books a demo, with the provider's cookie notice: left
      // out of the site's search, as the call-to-action bands are.
      data-pagefind-ignore=""
      data-scroll-delay-ms={SPEC.hashScrollDelayMs}
      tabIndex={-1}
    >
      <div className="container split booking__grid">
        <div className="booking__copy">
          <p className="eyebrow">{booking.eyebrow}</p>
          <h2 id="booking-title">{title}</h2>
          <p className="lead">{lead}</p>
          <FeatureList items={booking.points} />
        </div>
        <div className="booking__widget-frame">
          <div
            className="booking__widget"
            data-scheduling-widget=""
            data-url={SITE.schedulingUrl}
            data-script={SITE.schedulingScriptUrl}
            data-load={SITE.schedulingLoad}
            data-lazy-margin-px={SPEC.schedulingLazyMarginPx}
            style={{ minWidth: SPEC.schedulingWidgetMinWidthPx, height: SPEC.schedulingWidgetHeightPx }}
          >
            <div className="booking__mount" data-widget-mount="" />
            {/* The consent prompt and the loading and failure lines are the widget script's own
                (src/client/booking/booking-markup.ts): without it they would mean nothing. */}
            <div className="booking__fallback">
              <p className="booking__hint">{booking.fallback}</p>
              <p>
                <a className="button button--primary" href={SITE.schedulingUrl} target="_blank" rel="noopener noreferrer">
                  {booking.fallbackLink}
                  <span className="visually-hidden">{` ${booking.newTab}`}</span>
                </a>
              </p>
              <p>
                {booking.fallbackMail} <a href={`mailto:${owner.contactEmail}`}>{owner.contactEmail}</a>
              </p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
