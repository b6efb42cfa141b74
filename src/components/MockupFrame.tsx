import type { ReactNode } from "react";

interface MockupFrameProps {
  /** The BEM block: "hero-preview" gives the figure `hero-preview`, its `hero-preview__bar` and `hero-preview__body`. */
  block: string;
  /** Accessible name of the figure: what the mock-up shows. */
  label: string;
  children: ReactNode;
}

/** An app window drawn in HTML: a bar with three dots, then the mock-up's content. */
export function MockupFrame({ block, label, children }: MockupFrameProps) {
  return (
    <figure className={block} aria-label={label}>
      <div className={`${block}__bar`} aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <div className={`${block}__body`}>{children}</div>
    </figure>
  );
}
