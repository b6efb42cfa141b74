import { SectionHeading } from "../../components/SectionHeading.tsx";
import { BLOG_TOPICS } from "../../content/blog.ts";

/** What each of the three categories covers. */
export function TopicsSection() {
  return (
    <section className="section section--concrete" aria-labelledby="rubriques-title" data-reveal="">
      <div className="container">
        <SectionHeading id="rubriques-title" eyebrow={BLOG_TOPICS.eyebrow} title={BLOG_TOPICS.title} />
        <ul className="grid grid--3 blog-topics">
          {BLOG_TOPICS.items.map((topic, index) => (
            <li key={topic.category} className="blog-topic">
              <span className="blog-topic__number" aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3>{topic.category}</h3>
              <p>{topic.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
