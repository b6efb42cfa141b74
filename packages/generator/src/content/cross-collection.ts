import type { FieldRefusal } from "../site-definition.ts";
import { frontMatterLine } from "./front-matter.ts";

/**
 * A cross-collection rule's refusal (CrossCollectionRule) as the build and the editor at /admin/
 * say it: the entry's file, the line of the refused field in its front matter, and the rule's words.
 * Runs in the browser too: no file system here.
 */
export function crossCollectionMessage(file: string, source: string, refusal: FieldRefusal): string {
  const line = frontMatterLine(source, refusal.path);
  return `${file}${line === undefined ? "" : `:${line}`}: ${refusal.message}`;
}
