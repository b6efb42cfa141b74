import { DemoVideo } from "../../components/DemoVideo.tsx";
import { Picture } from "../../components/Picture.tsx";
import type { SectionProps } from "./section-props.ts";

/** The narrow column's width (--container-narrow), the whole width below it. */
const IMAGE_SIZES = "(min-width: 760px) 760px, 100vw";

/**
 * An image, or a clip drawn as the pillars' are (DemoVideo: it plays on screen only, never by
 * itself for a visitor who asks for reduced motion, and from its own controls without
 * JavaScript), with its caption under it.
 */
export function MediaSection({ section, images }: SectionProps<"media">) {
  const image = images.image;
  return (
    <section className="section">
      <figure className="container container--narrow media-section">
        {section.video ? <DemoVideo name={section.video} label={section.alt} /> : image ? <Picture image={image} alt={section.alt} sizes={IMAGE_SIZES} /> : null}
        <figcaption className="media-section__caption">{section.caption}</figcaption>
      </figure>
    </section>
  );
}
