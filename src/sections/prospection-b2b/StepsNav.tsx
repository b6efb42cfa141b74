import { stepNumber } from "../../components/NumberedSteps.tsx";
import prospecting from "../../../content/prospection-b2b/page.yaml";

const PROSPECTING_HERO = prospecting.hero;
const STEPS = prospecting.steps;

/** Beside the hero title: the four steps at a glance, each a shortcut to its part of the page. */
export function StepsNav() {
  return (
    <nav className="steps-nav" aria-label={PROSPECTING_HERO.stepsLabel}>
      <p className="steps-nav__title" aria-hidden="true">
        {PROSPECTING_HERO.stepsLabel}
      </p>
      <ol className="steps-nav__list">
        {STEPS.map((step, index) => (
          <li key={step.id}>
            <a href={`#${step.id}`}>
              <span className="steps-nav__number" aria-hidden="true">
                {stepNumber(index + 1)}
              </span>
              <span className="steps-nav__name">{step.name}</span>
              <span className="steps-nav__arrow" aria-hidden="true">
                ↓
              </span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
