import type { z } from "zod";
import type { Zod } from "../generator/site-definition.ts";
import { exactly, nonEmpty } from "./text.ts";

// not-found.yaml
export const notFoundContentSchema = (z: Zod) => {
  const text = nonEmpty(z);
  return z.strictObject({
    title: text,
    lead: text,
    home: text,
  });
};
/**
 * The file's data as site code gets it (src/content-modules.d.ts names it).
 * @public
 */
export type NotFoundContent = z.infer<ReturnType<typeof notFoundContentSchema>>;


// site/layout.yaml
export const layoutContentSchema = (z: Zod) => {
  const text = nonEmpty(z);
  const link = z.strictObject({ path: text, label: text });
  return z.strictObject({
    shareImageAlt: text,
    header: z.strictObject({
      skipLink: text,
      menu: text,
      navigationLabel: text,
      links: z.array(link).length(5, exactly(5, "links")),
      login: text,
      newTab: text,
      demo: text,
    }),
    footer: z.strictObject({
      about: text,
      social: text,
      solutions: z.strictObject({ title: text, links: z.array(link).length(3, exactly(3, "links")) }),
      resources: z.strictObject({ title: text, items: z.array(text).length(2, exactly(2, "items")) }),
      legal: z.strictObject({ title: text, links: z.array(link).length(3, exactly(3, "links")) }),
      copyright: text,
      newsletter: z.strictObject({ title: text, text, label: text, placeholder: text, submit: text, note: text, privacy: text }),
    }),
    legalPage: z.strictObject({ updated: text, contents: text }),
  });
};

/**
 * The file's data as site code gets it (src/content-modules.d.ts names it).
 * @public
 */
export type LayoutContent = z.infer<ReturnType<typeof layoutContentSchema>>;

// site/newsletter.yaml: the newsletter form's messages, shown by its script.
export const newsletterContentSchema = (z: Zod) => {
  const text = nonEmpty(z);
  return z.strictObject({ sending: text, success: text, confirm: text, already: text, invalid: text, rejected: text, failed: text });
};

/**
 * The file's data as site code gets it (src/content-modules.d.ts names it).
 * @public
 */
export type NewsletterContent = z.infer<ReturnType<typeof newsletterContentSchema>>;

// newsletter-merci.yaml: the page a visitor lands on after signing up without the form's script.
export const newsletterThanksContentSchema = (z: Zod) => {
  const text = nonEmpty(z);
  return z.strictObject({ eyebrow: text, title: text, lead: text, confirm: text, steps: z.array(text).min(1), home: text, blog: text });
};

/**
 * The file's data as site code gets it (src/content-modules.d.ts names it).
 * @public
 */
export type NewsletterThanksContent = z.infer<ReturnType<typeof newsletterThanksContentSchema>>;

// site/pages.yaml: one entry per page, every page present.
export const pagesContentSchema = (z: Zod) => {
  const text = nonEmpty(z);
  const page = z.strictObject({ label: text, title: text, description: text });
  return z.strictObject({
    home: page,
    blog: page,
    "signaux-affaires": page,
    "veille-appels-offres": page,
    "prospection-b2b": page,
    "newsletter-merci": page,
    "not-found": page,
  });
};

/**
 * The file's data as site code gets it (src/content-modules.d.ts names it).
 * @public
 */
export type PagesContent = z.infer<ReturnType<typeof pagesContentSchema>>;
