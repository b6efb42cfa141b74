import type { Zod } from "../generator/site-definition.ts";

/** A text a visitor reads: never left empty by mistake. */
export const nonEmpty = (z: Zod) => z.string({ error: "must be a text" }).min(1, { error: "must not be empty" });

/** A list the spec fixes the length of: more or fewer is refused, saying how many are expected. */
export const exactly = (count: number, what: string) => ({ error: `must hold exactly ${count} ${what}, as the spec says` });
