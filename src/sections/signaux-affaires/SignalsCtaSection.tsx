import { useHref } from "../../components/PageContext.tsx";
import signalsPage from "../../../content/signaux-affaires/page.yaml";
import { DEMO_PATH } from "../../models/navigation.ts";

const SIGNALS_CLOSING = signalsPage.closing;
const SIGNALS_CTA = signalsPage.cta;

/** The closing card: the page's call to action once more, after the visitor has read it all. */
export function SignalsCtaSection() {
  const href = useHref();
  return (
    <section className="section signals-cta" aria-labelledby="signals-cta-title">
      <div className="container">
        <div className="dark-panel signals-cta__card">
          <div>
            <p className="eyebrow">{SIGNALS_CLOSING.eyebrow}</p>
            <h2 id="signals-cta-title">{SIGNALS_CLOSING.title}</h2>
            <p className="lead signals-cta__lead">{SIGNALS_CLOSING.lead}</p>
          </div>
          <a className="button button--primary button--large" href={href(DEMO_PATH)} data-cta="band">
            {SIGNALS_CTA}
          </a>
        </div>
      </div>
    </section>
  );
}
