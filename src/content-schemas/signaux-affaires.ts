import type { z } from "zod";
import type { Zod } from "../generator/site-definition.ts";
import { exactly, nonEmpty } from "./text.ts";

// signaux-affaires/page.yaml
export const signalsPageContentSchema = (z: Zod) => {
  const text = nonEmpty(z);
  return z.strictObject({
    hero: z.strictObject({
      eyebrow: text,
      title: text,
      lead: text,
      facts: z.array(z.strictObject({
        value: text,
        label: text,
      })),
    }),
    steps: z.strictObject({
      eyebrow: text,
      title: text,
      steps: z.array(z.strictObject({
        title: text,
        text: text,
      })),
    }),
    closing: z.strictObject({
      eyebrow: text,
      title: text,
      lead: text,
    }),
    cta: text,
  });
};
/**
 * The file's data as site code gets it (src/content-modules.d.ts names it).
 * @public
 */
export type SignalsPageContent = z.infer<ReturnType<typeof signalsPageContentSchema>>;

// signaux-affaires/tabs.yaml
export const signalTabsContentSchema = (z: Zod) => {
  const text = nonEmpty(z);
  return z.strictObject({
    eyebrow: text,
    title: text,
    lead: text,
    tablistLabel: text,
    tabs: z.array(z.strictObject({
      kind: z.enum(["projets", "croissance", "attributions", "financiers", "juridiques"]),
      label: text,
      question: text,
      title: text,
      description: text,
      points: z.array(text),
      source: text,
    })).length(5, exactly(5, "tabs")),
    animations: z.strictObject({
      projets: z.strictObject({ stage: text, project: text }),
      croissance: z.strictObject({ badge: text, caption: text }),
      attributions: z.strictObject({ notice: text, stamp: text, holder: text, amount: text, buyer: text }),
      financiers: z.strictObject({ score: text }),
      juridiques: z.strictObject({ title: text, alerts: z.array(text).length(3, exactly(3, "alerts")), time: text }),
    }),
  });
};
/**
 * The file's data as site code gets it (src/content-modules.d.ts names it).
 * @public
 */
export type SignalTabsContent = z.infer<ReturnType<typeof signalTabsContentSchema>>;

