import type { SignalKind } from "../../../islands/signal-tabs/types.ts";
import type { AnimationProps } from "./animation-props.ts";
import { AwardsAnimation } from "./AwardsAnimation.tsx";
import { FinanceAnimation } from "./FinanceAnimation.tsx";
import { GrowthAnimation } from "./GrowthAnimation.tsx";
import { LegalAnimation } from "./LegalAnimation.tsx";
import { ProjectsAnimation } from "./ProjectsAnimation.tsx";

/** One animation per tab kind, each drawn in a <Scene> (Scene.tsx). */
const ANIMATIONS = {
  projets: ProjectsAnimation,
  croissance: GrowthAnimation,
  attributions: AwardsAnimation,
  financiers: FinanceAnimation,
  juridiques: LegalAnimation,
} satisfies Record<SignalKind, (props: AnimationProps) => unknown>;

/**
 * The illustration of a panel, an inline SVG hidden from assistive technology: the panel's text
 * says everything it shows. Its CSS animation runs only in the active panel and never under
 * prefers-reduced-motion, where the final picture is shown still.
 */
export function SignalAnimation({ kind, words }: { kind: SignalKind } & AnimationProps) {
  const Animation = ANIMATIONS[kind];
  return <Animation words={words} />;
}
