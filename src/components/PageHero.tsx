import type { ReactNode } from "react";
import { useHref } from "./PageContext.tsx";

interface PageHeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  /** The page's call to action: label and site path (usually DEMO_PATH). */
  cta?: { label: string; path: string };
  /** Optional illustration shown beside the text on wide screens. */
  children?: ReactNode;
}

/** The dark band at the top of inner pages, holding the page's one h1. */
export function PageHero({ eyebrow, title, lead, cta, children }: PageHeroProps) {
  const href = useHref();
  return (
    <section className="hero hero--page" aria-labelledby="page-title">
      <div className={children ? "container split hero__grid" : "container"}>
        <div className="hero__copy">
          <p className="eyebrow">{eyebrow}</p>
          <h1 id="page-title">{title}</h1>
          <p className="hero__lead">{lead}</p>
          {cta ? (
            <div className="hero__actions">
              <a className="button button--primary button--large" href={href(cta.path)} data-cta="hero">
                {cta.label}
              </a>
            </div>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}
