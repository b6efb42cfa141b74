import type { z } from "zod";
import type { Zod } from "../generator/site-definition.ts";
import { ctaBand, exactly, nonEmpty } from "./text.ts";

// blog-pages.yaml
export const blogPagesContentSchema = (z: Zod) => {
  const text = nonEmpty(z);
  return z.strictObject({
    hero: z.strictObject({
      eyebrow: text,
      title: text,
      lead: text,
    }),
    listing: z.strictObject({
      eyebrow: text,
      title: text,
      moreTitle: text,
      readLabel: text,
      authorLabel: text,
      readingTime: text,
      pagination: text,
      previous: text,
      next: text,
      pageTitle: text,
      categoryEyebrow: text,
      categoryLead: text,
      empty: text,
      feedLabel: text,
      back: text,
      publishedOn: text,
      unpublished: z.strictObject({
        draft: text,
        scheduled: text,
      }),
    }),
    topics: z.strictObject({
      eyebrow: text,
      title: text,
      items: z.array(z.strictObject({
        category: text,
        text: text,
      })).length(3, exactly(3, "topics, one per category")),
    }),
    cta: ctaBand(z),
    categories: z.array(z.strictObject({
      name: text,
      slug: text,
    })).length(3, exactly(3, "categories")),
  });
};
/**
 * The file's data as site code gets it (src/content-modules.d.ts names it).
 * @public
 */
export type BlogPagesContent = z.infer<ReturnType<typeof blogPagesContentSchema>>;

