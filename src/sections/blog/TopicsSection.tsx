import { categoryPath } from "../../models/blog/article.ts";
import { useHref } from "../../components/PageContext.tsx";
import { stepNumber } from "../../components/NumberedSteps.tsx";
import { SectionHeading } from "../../components/SectionHeading.tsx";
import { BLOG_CATEGORIES, BLOG_TOPICS } from "../../models/blog/blog-texts.ts";

/** What each of the three categories covers, each leading to its listing. */
export function TopicsSection() {
  const href = useHref();
  return (
    <section className="section section--concrete" aria-labelledby="rubriques-title" data-reveal="">
      <div className="container">
        <SectionHeading id="rubriques-title" eyebrow={BLOG_TOPICS.eyebrow} title={BLOG_TOPICS.title} />
        <ul className="grid grid--3 blog-topics">
          {BLOG_CATEGORIES.map((category, index) => (
            <li key={category.slug} className="blog-topic">
              <span className="blog-topic__number" aria-hidden="true">
                {stepNumber(index + 1)}
              </span>
              <h3>
                <a href={href(categoryPath(category))}>{category.name}</a>
              </h3>
              <p>{BLOG_TOPICS.items.find((topic) => topic.category === category.key)?.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
