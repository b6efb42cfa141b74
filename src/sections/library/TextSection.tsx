import type { SectionProps } from "./section-props.ts";

/**
 * Markdown rendered by the build, laid out as an article's body is (`prose`, ArticlePage.css,
 * which the page links for that class), under the section's title if it has one.
 */
export function TextSection({ section, id, html }: SectionProps<"text">) {
  return (
    <section className="prose container container--narrow text-section" {...(section.title ? { "aria-labelledby": `${id}-title` } : {})}>
      {section.title ? <h2 id={`${id}-title`}>{section.title}</h2> : null}
      <div dangerouslySetInnerHTML={{ __html: html.body ?? "" }} />
    </section>
  );
}
