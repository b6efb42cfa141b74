import type { z } from "zod";
import type { Zod } from "../generator/site-definition.ts";
import { exactly, nonEmpty, shownByScript } from "./text.ts";

// home/hero.yaml
export const heroContentSchema = (z: Zod) => {
  const text = nonEmpty(z);
  return z.strictObject({
    eyebrow: text,
    title: text,
    lead: text,
    cta: text,
    secondary: z.strictObject({
      label: text,
      path: text,
    }),
    reassurance: z.array(text),
    preview: z.strictObject({
      label: text,
      title: text,
      area: text,
      projects: z.array(z.strictObject({
        name: text,
        place: text,
        stage: text,
        start: text,
        score: z.number(),
      })),
      startLabel: text,
      scoreLabel: text,
      scoreSuffix: text,
      signal: text,
    }),
  });
};
/**
 * The file's data as site code gets it (src/content-modules.d.ts names it).
 * @public
 */
export type HeroContent = z.infer<ReturnType<typeof heroContentSchema>>;

// home/partners.yaml
export const partnersContentSchema = (z: Zod) => {
  const text = nonEmpty(z);
  return z.strictObject({
    title: text,
    items: z.array(z.strictObject({
      name: text,
      kind: z.enum(["metropolis", "bank", "incubator"]),
    })).length(3, exactly(3, "partners")),
  });
};
/**
 * The file's data as site code gets it (src/content-modules.d.ts names it).
 * @public
 */
export type PartnersContent = z.infer<ReturnType<typeof partnersContentSchema>>;

// home/comparison.yaml
export const comparisonContentSchema = (z: Zod) => {
  const text = nonEmpty(z);
  return z.strictObject({
    eyebrow: text,
    title: text,
    lead: text,
    traditional: text,
    anticipation: text,
    pairs: z.array(z.strictObject({
      before: z.strictObject({
        title: text,
        text: text,
      }),
      after: z.strictObject({
        title: text,
        text: text,
      }),
    })).length(4, exactly(4, "pairs")),
  });
};
/**
 * The file's data as site code gets it (src/content-modules.d.ts names it).
 * @public
 */
export type ComparisonContent = z.infer<ReturnType<typeof comparisonContentSchema>>;

// home/pillars.yaml
export const pillarsContentSchema = (z: Zod) => {
  const text = nonEmpty(z);
  return z.strictObject({
    eyebrow: text,
    title: text,
    lead: text,
    pillars: z.array(z.strictObject({
      id: text,
      number: text,
      title: text,
      text: text,
      features: z.array(text).length(4, exactly(4, "features in each pillar")),
      link: z.strictObject({
        label: text,
        path: text,
      }),
      video: z.strictObject({
        name: text,
        label: text,
      }),
    })).length(3, exactly(3, "pillars")),
  });
};
/**
 * The file's data as site code gets it (src/content-modules.d.ts names it).
 * @public
 */
export type PillarsContent = z.infer<ReturnType<typeof pillarsContentSchema>>;

// home/results.yaml
export const resultsContentSchema = (z: Zod) => {
  const text = nonEmpty(z);
  return z.strictObject({
    eyebrow: text,
    title: text,
    methodLabel: text,
    lead: text,
    items: z.array(z.strictObject({
      value: text,
      label: text,
      method: text,
    })),
    method: z.strictObject({
      title: text,
      items: z.array(z.strictObject({
        question: text,
        answer: z.array(text),
      })),
    }),
  });
};
/**
 * The file's data as site code gets it (src/content-modules.d.ts names it).
 * @public
 */
export type ResultsContent = z.infer<ReturnType<typeof resultsContentSchema>>;

// home/faq.yaml
export const faqContentSchema = (z: Zod) => {
  const text = nonEmpty(z);
  return z.strictObject({
    eyebrow: text,
    title: text,
    items: z.array(z.strictObject({
      question: text,
      answer: z.array(text),
    })).length(6, exactly(6, "questions")),
  });
};
/**
 * The file's data as site code gets it (src/content-modules.d.ts names it).
 * @public
 */
export type FaqContent = z.infer<ReturnType<typeof faqContentSchema>>;

// home/booking.yaml
export const bookingContentSchema = (z: Zod) => {
  const text = nonEmpty(z);
  return z.strictObject({
    id: text,
    eyebrow: text,
    title: text,
    lead: text,
    points: z.array(text),
    fallback: text,
    fallbackLink: text,
    newTab: text,
    fallbackMail: text,
  });
};
/**
 * The file's data as site code gets it (src/content-modules.d.ts names it).
 * @public
 */
export type BookingContent = z.infer<ReturnType<typeof bookingContentSchema>>;

// home/booking-widget.yaml
export const bookingWidgetContentSchema = (z: Zod) => {
  const shown = shownByScript(z);
  return z.strictObject({ consent: shown, start: shown, loading: shown, failed: shown });
};
/**
 * The file's data as site code gets it (src/content-modules.d.ts names it).
 * @public
 */
export type BookingWidgetContent = z.infer<ReturnType<typeof bookingWidgetContentSchema>>;

