import type { CSSProperties } from "react";
import { SPEC } from "../../../site.ts";
import type { AnimationProps } from "./animation-props.ts";
import { Scene } from "./Scene.tsx";

/** Ticks over the gauge's half circle; FinanceAnimation.css turns a tick's --i into its angle. */
const TICKS = 20;
const SCORE = SPEC.reliabilityScoreExamplePercent;
const LIT_TICKS = Math.round((TICKS * SCORE) / 100);
/** Needle angle from straight up: -90° is a score of 0, +90° a score of 100. */
const NEEDLE_DEG = -90 + (180 * SCORE) / 100;

/** A reliability gauge filling tick by tick to the spec's example score, its needle following. */
export function FinanceAnimation({ words }: AnimationProps) {
  return (
    <Scene>
      <defs>
        <rect id="anim-gauge-tick" x="-4.5" y="-122" width="9" height="24" rx="2.5" />
      </defs>
      <g transform="translate(180 156)">
        {/* One <use> per tick, lit or not: a lit one animates its fill from the unlit one's. */}
        <g className="anim-gauge">
          <g className="anim-gauge__lit">
            {Array.from({ length: LIT_TICKS }, (_, index) => (
              <use key={index} href="#anim-gauge-tick" style={{ "--i": index } as CSSProperties} />
            ))}
          </g>
          {Array.from({ length: TICKS - LIT_TICKS }, (_, index) => (
            <use key={index} href="#anim-gauge-tick" style={{ "--i": LIT_TICKS + index } as CSSProperties} />
          ))}
        </g>
        <path className="anim-needle" d="M-5 0L0-84L5 0z" style={{ "--needle-angle": `${NEEDLE_DEG}deg` } as CSSProperties} />
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
          {`${SCORE} %`}
        </text>
        <text className="anim-score__label" x="180" y="230" textAnchor="middle">
          {words.financiers.score}
        </text>
      </g>
    </Scene>
  );
}
