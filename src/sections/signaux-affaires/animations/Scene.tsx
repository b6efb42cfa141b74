import type { ReactNode } from "react";

/** Width and height of every animation's drawing, in SVG user units. */
const SCENE_WIDTH = 360;
const SCENE_HEIGHT = 240;

/** The SVG canvas of a panel's animation: decorative, hidden from assistive technology. */
export function Scene({ children }: { children: ReactNode }) {
  return (
    <svg
      className="signal-anim__svg"
      viewBox={`0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}`}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
