import { CtaBand } from "../src/components/CtaBand.tsx";
import { PageHero } from "../src/components/PageHero.tsx";
import { BLOG_CTA, BLOG_HERO } from "../src/content/blog.ts";
import { ArticlesSection } from "../src/sections/blog/ArticlesSection.tsx";
import { TopicsSection } from "../src/sections/blog/TopicsSection.tsx";

export default function Blog() {
  return (
    <>
      <PageHero eyebrow={BLOG_HERO.eyebrow} title={BLOG_HERO.title} lead={BLOG_HERO.lead} />
      <ArticlesSection />
      <TopicsSection />
      <CtaBand id="demo-title" content={BLOG_CTA} />
    </>
  );
}
