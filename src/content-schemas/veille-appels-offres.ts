import type { z } from "zod";
import type { Zod } from "../generator/site-definition.ts";
import { ctaBand, exactly, link, nonEmpty } from "./text.ts";

// veille-appels-offres/page.yaml
export const tendersPageContentSchema = (z: Zod) => {
  const text = nonEmpty(z);
  // One column of the search comparison: a query, its results and what they show.
  const searchColumn = <const Verdicts extends readonly [string, ...string[]]>(verdicts: Verdicts) =>
    z.strictObject({
      tag: text,
      id: text,
      title: text,
      query: z.strictObject({
        label: text,
        terms: z.array(text),
      }),
      results: z.array(z.strictObject({
        title: text,
        note: text,
        verdict: z.enum(verdicts),
      })),
      summary: text,
      points: z.array(z.strictObject({
        title: text,
        text: text,
      })),
    });
  return z.strictObject({
    hero: z.strictObject({
      eyebrow: text,
      title: text,
      lead: text,
      cta: link(z),
    }),
    preview: z.strictObject({
      label: text,
      tradeLabel: text,
      trade: text,
      area: text,
      notices: z.array(z.strictObject({
        title: text,
        buyer: text,
        deadline: text,
      })),
      alert: text,
    }),
    searchComparison: z.strictObject({
      eyebrow: text,
      title: text,
      lead: text,
      keyword: searchColumn(["relevant", "noise", "missed"]),
      // The semantic search's results are all relevant: the page says so.
      semantic: searchColumn(["relevant"]),
    }),
    monitoring: z.strictObject({
      eyebrow: text,
      title: text,
      steps: z.array(z.strictObject({
        title: text,
        text: text,
      })),
      facts: z.array(z.strictObject({
        value: text,
        label: text,
      })),
    }),
    tools: z.strictObject({
      eyebrow: text,
      title: text,
      lead: text,
      items: z.array(z.strictObject({
        icon: z.enum(["list", "export", "bell"]),
        title: text,
        text: text,
        features: z.array(text),
      })).length(3, exactly(3, "tools")),
    }),
    cta: ctaBand(z),
  });
};
/**
 * The file's data as site code gets it (src/content-modules.d.ts names it).
 * @public
 */
export type TendersPageContent = z.infer<ReturnType<typeof tendersPageContentSchema>>;

