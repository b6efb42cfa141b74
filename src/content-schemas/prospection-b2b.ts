import type { z } from "zod";
import type { Zod } from "../generator/site-definition.ts";
import { ctaBand, exactly, link, nonEmpty } from "./text.ts";

// prospection-b2b/page.yaml
export const prospectingPageContentSchema = (z: Zod) => {
  const text = nonEmpty(z);
  return z.strictObject({
    hero: z.strictObject({
      eyebrow: text,
      title: text,
      lead: text,
      cta: link(z),
      stepsLabel: text,
    }),
    stepsIntro: z.strictObject({
      stepLabel: text,
      eyebrow: text,
      title: text,
      lead: text,
    }),
    steps: z.array(z.strictObject({
      id: text,
      name: text,
      title: text,
      text: text,
      features: z.array(text),
      mockup: z.enum(["targeting", "qualification", "approach", "organisation"]),
    })).length(4, exactly(4, "steps")),
    mockups: z.strictObject({
      targeting: z.strictObject({
        title: text,
        filters: z.array(z.strictObject({
          label: text,
          value: text,
        })),
        result: text,
        action: text,
      }),
      qualification: z.strictObject({
        company: text,
        identity: text,
        scoreLabel: text,
        rows: z.array(z.strictObject({
          label: text,
          value: text,
        })),
      }),
      approach: z.strictObject({
        context: text,
        contacts: z.array(z.strictObject({
          initials: text,
          name: text,
          role: text,
          email: text,
        })),
      }),
      organisation: z.strictObject({
        list: text,
        items: z.array(text),
        exportLabel: text,
        crms: z.array(text),
        api: text,
        alert: text,
      }),
    }),
    results: z.strictObject({
      eyebrow: text,
      title: text,
      items: z.array(z.strictObject({
        value: text,
        label: text,
      })),
      privacy: z.strictObject({
        text: text,
        link: z.strictObject({
          label: text,
          path: text,
        }),
      }),
    }),
    cta: ctaBand(z),
  });
};
/**
 * The file's data as site code gets it (src/content-modules.d.ts names it).
 * @public
 */
export type ProspectingPageContent = z.infer<ReturnType<typeof prospectingPageContentSchema>>;

