import { PageHero } from "../../components/PageHero.tsx";
import signalsPage from "../../../content/signaux-affaires/page.yaml";
import { DEMO_PATH } from "../../models/navigation.ts";

const SIGNALS_CTA = signalsPage.cta;
const SIGNALS_HERO = signalsPage.hero;

export function SignalsHeroSection() {
  return (
    <PageHero
      eyebrow={SIGNALS_HERO.eyebrow}
      title={SIGNALS_HERO.title}
      lead={SIGNALS_HERO.lead}
      cta={{ label: SIGNALS_CTA, path: DEMO_PATH }}
    >
      <dl className="signals-facts">
        {SIGNALS_HERO.facts.map((fact) => (
          <div key={fact.value} className="signals-facts__item">
            <dt>{fact.value}</dt>
            <dd>{fact.label}</dd>
          </div>
        ))}
      </dl>
    </PageHero>
  );
}
