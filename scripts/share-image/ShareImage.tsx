// tsx applies the root tsconfig to src/ and pages/ only, so it compiles scripts/ with esbuild's
// classic JSX (React.createElement); the pragma asks for the automatic runtime the site uses.
// @jsxRuntime automatic
import { BrandMark } from "../../src/components/BrandMark.tsx";
import path from "node:path";
import { readComposedPage } from "../lib/read-content-file.ts";
import { SITE } from "../../src/site.ts";

/** The home page's hero (content/pages/accueil.md), whose eyebrow, title and mock-up the image shows. */
const HOME = readComposedPage(path.resolve(import.meta.dirname, "..", "..", "content", "pages", "accueil.md")).sections[0];
if (HOME?.type !== "home-hero") throw new Error("content/pages/accueil.md: its first section should be its home-hero");
const hero = HOME;

/** The three things the product does, under the headline. */
const SUBLINE = ["Permis de construire", "Appels d'offres", "Prospection B2B"] as const;

/**
 * The default share image at 1200×630: brand, hero eyebrow, title and subline on the left, the hero's
 * "projects detected this week" card on the right. Elements marked `data-safe` must stay inside
 * the 60 px safe area; make-share-image.ts checks it.
 */
export function ShareImage() {
  return (
    <main className="share">
      <div className="share__copy">
        <p className="share__brand" data-safe="">
          <BrandMark />
          <span>{SITE.productName}</span>
        </p>
        <p className="share__eyebrow" data-safe="">
          {hero.eyebrow}
        </p>
        <h1 className="share__title" data-safe="">
          {hero.title}
        </h1>
        <p className="share__subline" data-safe="">
          {SUBLINE.map((item) => (
            <span key={item}>{item}</span>
          ))}
        </p>
      </div>
      <ProductCard />
    </main>
  );
}

/** Two projects are enough to read as a list at thumbnail size; three would shrink the type. */
const CARD_PROJECTS = hero.preview.projects.slice(0, 2);

function ProductCard() {
  return (
    <figure className="card" data-safe="">
      <div className="card__bar">
        <span />
        <span />
        <span />
      </div>
      <div className="card__body">
        <div className="card__head">
          <strong>{hero.preview.title}</strong>
          <span>{hero.preview.area}</span>
        </div>
        <ul className="card__list">
          {CARD_PROJECTS.map((project) => (
            <li key={project.name} className="card__item">
              <div>
                <strong>{project.name}</strong>
                <span>
                  {project.place} · début {project.start}
                </span>
                <em>{project.stage}</em>
              </div>
              <span className="card__score">{project.score}</span>
            </li>
          ))}
        </ul>
        <p className="card__signal">{hero.preview.signal}</p>
      </div>
    </figure>
  );
}
