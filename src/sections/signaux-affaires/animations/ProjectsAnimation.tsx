import type { CSSProperties } from "react";
import type { AnimationProps } from "./animation-props.ts";
import { Scene } from "./Scene.tsx";

/** Pins of new building permits, each dropping on its plot; x and y are the pin's tip. */
const PINS = [
  { x: 92, y: 64 },
  { x: 288, y: 150 },
  { x: 62, y: 186 },
  { x: 196, y: 132 },
];

/** Building permits dropping as pins on an abstract town plan; the last one opens its card. */
export function ProjectsAnimation({ words }: AnimationProps) {
  return (
    <Scene>
      <g className="anim-map">
        <path className="anim-map__river" d="M0 222C70 200 130 236 210 214S320 186 360 198" />
        <path className="anim-map__road" d="M0 96H360M150 0V240M226 0L300 240" />
        <path className="anim-map__road anim-map__road--minor" d="M0 162H150M62 96V240M150 44H360M300 96H360" />
        <rect className="anim-map__plot" x="70" y="40" width="48" height="36" rx="4" />
        <rect className="anim-map__plot" x="166" y="108" width="52" height="34" rx="4" />
        <rect className="anim-map__plot" x="262" y="124" width="44" height="36" rx="4" />
        <rect className="anim-map__plot" x="40" y="170" width="46" height="28" rx="4" />
      </g>
      {PINS.map((pin, index) => (
        <g key={`${pin.x}-${pin.y}`} transform={`translate(${pin.x} ${pin.y})`} style={{ "--i": index } as CSSProperties}>
          {index === PINS.length - 1 ? <circle className="anim-ripple" r="12" /> : null}
          <ellipse className="anim-pin__shadow" rx="7" ry="2.5" />
          <g className="anim-pin">
            <path className="anim-pin__body" d="M0 0C-4-8-12-13-12-22a12 12 0 1 1 24 0C12-13 4-8 0 0z" />
            <circle className="anim-pin__dot" cy="-22" r="4.5" />
          </g>
        </g>
      ))}
      <g transform="translate(198 44)">
        <g className="anim-card">
          <rect className="anim-card__box" width="152" height="52" rx="8" />
          <text className="anim-card__title" x="12" y="20">
            {words.projets.stage}
          </text>
          <text className="anim-card__text" x="12" y="39">
            {words.projets.project}
          </text>
        </g>
      </g>
    </Scene>
  );
}
