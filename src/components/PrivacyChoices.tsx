import privacy from "../../content/site/privacy.yaml";
import { SITE } from "../site.ts";
import { useClientBehaviour } from "./ClientRecord.tsx";
import { useHref, usePage } from "./PageContext.tsx";

/**
 * The footer's "Gérer les cookies" on every page: a link to the privacy policy's section on
 * cookies, which the page's script turns into the opener of a dialog of the visitor's choices
 * (src/client/lazy/privacy-choices.ts). It carries what the scripts need: SITE.schedulingLoad,
 * SITE.measurement (whose endpoint is `site serve`'s sink in a preview, so that a preview counts
 * nothing) with the page's campaign if it has one, and the stylesheet of the markup they make (data-stylesheet, linked by them, as its
 * bytes would otherwise be in every page's first round trip): one element of it rather than several.
 */
export function PrivacyChoices() {
  useClientBehaviour("privacy-choices");
  const href = useHref();
  const { previewBeacon, scriptStylesheet, campaign } = usePage();
  const measurement = SITE.measurement;
  // SITE is constant for a build: every render calls the same hooks.
  if (measurement) useClientBehaviour("measure");
  const measure = measurement && {
    "data-measure": measurement.provider,
    "data-endpoint": previewBeacon ?? measurement.endpoint,
    "data-site": measurement.provider === "plausible" ? measurement.domain : measurement.siteId,
    // A composed page's campaign, and where Matomo keeps it on a page view: pages without one are unchanged.
    ...(campaign && {
      "data-campaign": campaign,
      ...(measurement.provider === "matomo" && measurement.campaignDimension && { "data-campaign-dimension": measurement.campaignDimension }),
    }),
  };
  return (
    <a href={href(privacy.link.path)} data-privacy-choices={SITE.schedulingLoad} data-stylesheet={scriptStylesheet} {...measure}>
      {privacy.link.label}
    </a>
  );
}
