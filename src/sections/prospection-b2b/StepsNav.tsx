import { stepNumber } from "../../components/NumberedSteps.tsx";
import type { HeroAsideProps } from "../library/section-props.ts";

/** Beside the hero title (`aside: steps`): the page's steps at a glance, each a shortcut to its part of the page. */
export function StepsNav({ page }: HeroAsideProps) {
  const steps = page.find((section) => section.type === "prospecting-steps");
  // composed-page.ts refuses a hero with this aside on a page without steps.
  if (!steps) return null;
  return (
    <nav className="steps-nav" aria-label={steps.navLabel}>
      <p className="steps-nav__title" aria-hidden="true">
        {steps.navLabel}
      </p>
      <ol className="steps-nav__list">
        {steps.steps.map((step, index) => (
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
