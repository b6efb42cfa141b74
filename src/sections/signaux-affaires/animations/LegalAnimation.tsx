import type { CSSProperties } from "react";
import type { AnimationProps } from "./animation-props.ts";
import { Scene } from "./Scene.tsx";

/** Today's alerts, one per collective proceeding, from the most serious: tone sets the colour of its badge. */
const ALERT_LOOKS = (["danger", "warning", "info"] as const).map((tone, index) => ({ tone, bar: [132, 104, 118][index]! }));
const ROW_HEIGHT = 54;
const ROW_GAP = 10;
const FIRST_ROW_Y = 50;

/** A feed of legal alerts sliding in; the newest one's badge keeps pulsing. */
export function LegalAnimation({ words }: AnimationProps) {
  const text = words.juridiques;
  const ALERTS = ALERT_LOOKS.map((look, index) => ({ ...look, label: text.alerts[index]! }));
  return (
    <Scene>
      <text className="anim-feed__title" x="24" y="32">
        {text.title}
      </text>
      {ALERTS.map((alert, index) => (
        <g key={alert.label} transform={`translate(24 ${FIRST_ROW_Y + index * (ROW_HEIGHT + ROW_GAP)})`}>
          <g className="anim-alert" style={{ "--i": index } as CSSProperties}>
            <rect className="anim-alert__box" width="312" height={ROW_HEIGHT} rx="10" />
            <g transform={`translate(28 ${ROW_HEIGHT / 2})`}>
              {index === 0 ? <circle className="anim-ripple anim-ripple--danger" r="13" /> : null}
              <circle className={`anim-alert__badge anim-alert__badge--${alert.tone}`} r="13" />
              <path className="anim-alert__mark" d="M0-6V1.5M0 6v.5" />
            </g>
            <text className="anim-alert__label" x="54" y="24">
              {alert.label}
            </text>
            <rect className="anim-alert__bar" x="54" y="33" width={alert.bar} height="7" rx="3.5" />
            <text className="anim-alert__time" x="298" y="24" textAnchor="end">
              {text.time}
            </text>
          </g>
        </g>
      ))}
    </Scene>
  );
}
