import type { z } from "zod";
import type { Zod } from "../generator/site-definition.ts";
import { link, shownByScript } from "./text.ts";

// site/privacy.yaml
export const privacyContentSchema = (z: Zod) => {
  // Shown by the page's script (src/client/privacy/), but the link, which the footer renders.
  const text = shownByScript(z);
  const states = { name: text, purpose: text, on: text, off: text };
  return z.strictObject({
    link: link(z),
    dialog: z.strictObject({ title: text, intro: text, more: text, close: text }),
    services: z.strictObject({
      scheduling: z.strictObject({ ...states, always: text }),
      measurement: z.strictObject({ ...states, browser: text }),
    }),
  });
};

/**
 * The file's data as site code gets it (src/content-modules.d.ts names it).
 * @public
 */
export type PrivacyContent = z.infer<ReturnType<typeof privacyContentSchema>>;
