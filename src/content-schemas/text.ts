import type { Zod } from "../generator/site-definition.ts";
import { frenchText } from "../render/french-typography.ts";

/** A text a visitor reads: never left empty by mistake. */
export const nonEmpty = (z: Zod) => z.string({ error: "must be a text" }).min(1, { error: "must not be empty" });

/**
 * A text that the page's scripts show rather than the rendered page: French typography is applied
 * as the file is read (the pages' is applied to their HTML), so the scripts carry no code for it.
 */
export const shownByScript = (z: Zod) => nonEmpty(z).transform(frenchText);

/** A list the spec fixes the length of: more or fewer is refused, saying how many are expected. */
export const exactly = (count: number, what: string) => ({ error: `must hold exactly ${count} ${what}, as the spec says` });

/** A link a visitor follows: its words and the site path it leads to. */
export const link = (z: Zod) => z.strictObject({ label: nonEmpty(z), path: nonEmpty(z) });

/** The band that closes a page (CtaBand): a title, a text, a button and its points. */
export const ctaBand = (z: Zod) =>
  z.strictObject({ eyebrow: nonEmpty(z), title: nonEmpty(z), text: nonEmpty(z), cta: link(z), points: z.array(nonEmpty(z)) });
