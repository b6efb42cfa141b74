import { Picture } from "../../components/Picture.tsx";
import type { SectionProps } from "./section-props.ts";

/** Shown at 4rem (QuoteSection.css), twice that for dense screens. */
const PHOTO_SIZES = "64px";

/** A customer's words in large type, and who said them: name, role, company, and a portrait if given. */
export function QuoteSection({ section, images }: SectionProps<"quote">) {
  const photo = images.photo;
  return (
    <section className="section">
      <div className="container container--narrow">
        <figure className="quote-section">
          <blockquote className="quote-section__text">
            <p>{`« ${section.quote} »`}</p>
          </blockquote>
          <figcaption className="quote-section__source">
            {photo ? <Picture className="quote-section__photo" image={photo} alt={section.photoAlt ?? ""} sizes={PHOTO_SIZES} /> : null}
            <strong>{section.person}</strong>
            <span>{`${section.role}, ${section.company}`}</span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
