import type { z } from "zod";
import type { Zod } from "../generator/site-definition.ts";
import { nonEmpty } from "./text.ts";

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

