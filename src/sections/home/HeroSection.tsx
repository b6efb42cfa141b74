import { useHref } from "../../components/PageContext.tsx";
import { FeatureList } from "../../components/FeatureList.tsx";
import { MockupFrame } from "../../components/MockupFrame.tsx";
import { DEMO_PATH } from "../../models/navigation.ts";
import type { SectionProps } from "../library/section-props.ts";

type HomePreview = SectionProps<"home-hero">["section"]["preview"];

/** The home page's band at the top (`home-hero`): its h1, its buttons, and the application's mock-up beside them. */
export function HeroSection({ section: hero }: SectionProps<"home-hero">) {
  const href = useHref();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container split hero__grid">
        <div className="hero__copy">
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1 id="hero-title">{hero.title}</h1>
          <p className="hero__lead">{hero.lead}</p>
          <div className="hero__actions">
            <a className="button button--primary button--large" href={href(DEMO_PATH)} data-cta="hero">
              {hero.cta}
            </a>
            <a className="button button--secondary button--large" href={href(hero.secondary.path)}>
              {hero.secondary.label}
            </a>
          </div>
          <FeatureList items={hero.reassurance} className="hero__reassurance" unstyled />
        </div>
        <HeroPreview preview={hero.preview} />
      </div>
    </section>
  );
}

/** A product mock-up in HTML: sharp at any size and nothing to download. */
function HeroPreview({ preview: HERO_PREVIEW }: { preview: HomePreview }) {
  return (
    <MockupFrame block="hero-preview" label={HERO_PREVIEW.label}>
      <div className="hero-preview__head">
        <strong>{HERO_PREVIEW.title}</strong>
        <span>{HERO_PREVIEW.area}</span>
      </div>
      <ul className="hero-preview__list">
        {HERO_PREVIEW.projects.map((project) => (
          <li key={project.name} className="hero-preview__item">
            <div>
              <strong>{project.name}</strong>
              <span>
                {project.place}
                {` · ${HERO_PREVIEW.startLabel} `}
                {project.start}
              </span>
            </div>
            <span className="hero-preview__stage">{project.stage}</span>
            <span className="hero-preview__score">
              <span className="visually-hidden">{`${HERO_PREVIEW.scoreLabel} `}</span>
              {project.score}
              <span className="visually-hidden">{` ${HERO_PREVIEW.scoreSuffix}`}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="hero-preview__signal">{HERO_PREVIEW.signal}</p>
    </MockupFrame>
  );
}
