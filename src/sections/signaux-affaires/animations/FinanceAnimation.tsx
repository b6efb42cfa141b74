import { SIGNAL_ANIMATIONS } from "../../../content/signals/tabs.ts";
import type { CSSProperties } from "react";
import { SPEC } from "../../../site.ts";
import { Scene } from "./Scene.tsx";

const TICKS = 20;
/** Degrees between two ticks: the gauge is a half circle. */
const TICK_STEP_DEG = 180 / TICKS;
const SCORE = SPEC.reliabilityScoreExamplePercent;
const LIT_TICKS = Math.round((TICKS * SCORE) / 100);
/** Needle angle from straight up: -90° is a score of 0, +90° a score of 100. */
const NEEDLE_DEG = -90 + (180 * SCORE) / 100;

const tickAngle = (index: number) => -90 + TICK_STEP_DEG * (index + 0.5);

/** A reliability gauge filling tick by tick to the spec's example score, its needle following. */
export function FinanceAnimation() {
  return (
    <Scene>
      <g transform="translate(180 156)">
        {Array.from({ length: TICKS }, (_, index) => (
          <rect key={index} className="anim-gauge__tick" x="-4.5" y="-122" width="9" height="24" rx="2.5" transform={`rotate(${tickAngle(index)})`} />
        ))}
        {Array.from({ length: LIT_TICKS }, (_, index) => (
          <rect
            key={index}
            className="anim-gauge__tick anim-gauge__tick--lit"
            x="-4.5"
            y="-122"
            width="9"
            height="24"
            rx="2.5"
            transform={`rotate(${tickAngle(index)})`}
            style={{ animationDelay: `${index * 55}ms` }}
          />
        ))}
        <g className="anim-needle" style={{ "--needle-angle": `${NEEDLE_DEG}deg` } as CSSProperties}>
          <path className="anim-needle__hand" d="M-5 0L0-84L5 0z" />
        </g>
        <circle className="anim-needle__hub" r="10" />
        <circle className="anim-needle__pin" r="4" />
        <text className="anim-gauge__end" x="-122" y="22" textAnchor="middle">
          0
        </text>
        <text className="anim-gauge__end" x="122" y="22" textAnchor="middle">
          100
        </text>
      </g>
      <g className="anim-score">
        <text className="anim-score__value" x="180" y="210" textAnchor="middle">
          {SCORE} %
        </text>
        <text className="anim-score__label" x="180" y="230" textAnchor="middle">
          {SIGNAL_ANIMATIONS.financiers.score}
        </text>
      </g>
    </Scene>
  );
}
