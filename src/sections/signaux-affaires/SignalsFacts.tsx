import type { HeroAsideProps } from "../library/section-props.ts";

/** Beside the hero title (`aside: facts`): the hero's key facts, a figure and its label each. */
export function SignalsFacts({ page }: HeroAsideProps) {
  const hero = page[0];
  // composed-page.ts refuses a hero with this aside and no facts.
  if (hero?.type !== "hero" || !hero.facts) return null;
  return (
    <dl className="signals-facts">
      {hero.facts.map((fact) => (
        <div key={fact.value} className="signals-facts__item">
          <dt>{fact.value}</dt>
          <dd>{fact.label}</dd>
        </div>
      ))}
    </dl>
  );
}
