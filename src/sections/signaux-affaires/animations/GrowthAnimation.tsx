import type { CSSProperties } from "react";
import type { AnimationProps } from "./animation-props.ts";
import { Scene } from "./Scene.tsx";

/** Job offers per month, drawn in SVG units: a flat start, then the surge that signals growth. */
const BAR_HEIGHTS = [30, 38, 34, 46, 60, 78, 104, 132];
const BASELINE_Y = 204;
const FIRST_BAR_X = 44;
const BAR_STEP = 38;
const BAR_WIDTH = 24;
/** The last bars are the surge, drawn in amber. */
const SURGE_FROM = 5;

const tops = BAR_HEIGHTS.map((height, index) => ({
  x: FIRST_BAR_X + index * BAR_STEP + BAR_WIDTH / 2,
  y: BASELINE_Y - height - 10,
}));
const last = tops[tops.length - 1]!;

/** A hiring curve: monthly job offers rise bar by bar, then the trend line and its end point. */
export function GrowthAnimation({ words }: AnimationProps) {
  return (
    <Scene>
      <path className="anim-chart__grid" d="M32 84H340M32 124H340M32 164H340" />
      <path className="anim-chart__axis" d={`M32 ${BASELINE_Y}H340`} />
      {BAR_HEIGHTS.map((height, index) => (
        <rect
          key={index}
          className={index >= SURGE_FROM ? "anim-bar anim-bar--surge" : "anim-bar"}
          x={FIRST_BAR_X + index * BAR_STEP}
          y={BASELINE_Y - height}
          width={BAR_WIDTH}
          height={height}
          rx="4"
          style={{ "--i": index } as CSSProperties}
        />
      ))}
      <polyline className="anim-trend" points={tops.map((top) => `${top.x},${top.y}`).join(" ")} />
      <g transform={`translate(${last.x} ${last.y})`}>
        <circle className="anim-ripple" r="9" />
        <circle className="anim-trend__dot" r="5.5" />
      </g>
      <g transform="translate(32 20)">
        <g className="anim-badge">
          <rect className="anim-badge__box" width="184" height="28" rx="14" />
          <path className="anim-badge__arrow" d="M14 18l6-6 3 3 5-5M24 10h4v4" />
          <text className="anim-badge__text" x="38" y="18.5">
            {words.croissance.badge}
          </text>
        </g>
      </g>
      <text className="anim-caption" x="32" y="228">
        {words.croissance.caption}
      </text>
    </Scene>
  );
}
