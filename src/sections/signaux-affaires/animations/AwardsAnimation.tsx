import { Fragment, type CSSProperties } from "react";
import type { AnimationProps } from "./animation-props.ts";
import { Scene } from "./Scene.tsx";

/** The notices of the pile, back to front: position and tilt of each once it has landed. */
const BACK_NOTICES = [
  { x: 78, y: 26, angle: -5 },
  { x: 70, y: 40, angle: 4 },
];
const CARD_WIDTH = 220;
/** The front notice's fields, one under the other: a label, then a line where its value would be. */
const NOTICE_FIELDS = [
  { field: "holder", valueEnd: 136 },
  { field: "amount", valueEnd: 130 },
  { field: "buyer", valueEnd: 140 },
] as const;
const FIRST_FIELD_Y = 92;
const FIELD_STEP = 22;
const CARD_HEIGHT = 150;

/** Contract award notices dropping onto a pile; the last one gets its "Attribué" stamp. */
export function AwardsAnimation({ words }: AnimationProps) {
  return (
    <Scene>
      {BACK_NOTICES.map((notice, index) => (
        <g key={index} transform={`translate(${notice.x} ${notice.y}) rotate(${notice.angle} ${CARD_WIDTH / 2} ${CARD_HEIGHT / 2})`}>
          <g className="anim-notice anim-notice--back" style={{ "--i": index } as CSSProperties}>
            <rect className="anim-notice__box" width={CARD_WIDTH} height={CARD_HEIGHT} rx="10" />
            <path className="anim-notice__lines" d="M18 26H120M18 50H200M18 68H176M18 86H190" />
          </g>
        </g>
      ))}
      <g transform="translate(70 62)">
        <g className="anim-notice" style={{ "--i": BACK_NOTICES.length } as CSSProperties}>
          <rect className="anim-notice__box" width={CARD_WIDTH} height={CARD_HEIGHT} rx="10" />
          <text className="anim-notice__eyebrow" x="18" y="28">
            {words.attributions.notice}
          </text>
          <path className="anim-notice__lines anim-notice__lines--strong" d="M18 46H188M18 62H150" />
          {NOTICE_FIELDS.map(({ field, valueEnd }, index) => {
            const y = FIRST_FIELD_Y + index * FIELD_STEP;
            return (
              <Fragment key={field}>
                <text className="anim-notice__label" x="18" y={y}>
                  {words.attributions[field]}
                </text>
                <path className="anim-notice__lines" d={`M80 ${y - 4}H${valueEnd}`} />
              </Fragment>
            );
          })}
        </g>
      </g>
      <g transform="translate(246 170) rotate(-14)">
        <g className="anim-stamp">
          <circle className="anim-stamp__ring" r="36" />
          <circle className="anim-stamp__ring anim-stamp__ring--inner" r="30" />
          <text className="anim-stamp__text" y="4.5" textAnchor="middle">
            {words.attributions.stamp}
          </text>
        </g>
      </g>
    </Scene>
  );
}
