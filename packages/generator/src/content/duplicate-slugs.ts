import { readFileSync } from "node:fs";
import { stat } from "node:fs/promises";
import { lineOfField } from "./address-taken.ts";
import { duplicateSlug } from "./duplicate-slug.ts";

/** A file, and the address its entry has or would have. */
export interface AddressClaim {
  slug: string;
  file: string;
  /** Claimed by a file the parser refused. */
  refused?: true;
}

/**
 * Two entries with one slug would write one page: each file but the first to have the slug (the
 * oldest) is refused, naming it, at its `slug` field when it has one.
 */
export async function duplicateSlugs(claims: readonly AddressClaim[], shown: (file: string) => string): Promise<string[]> {
  const bySlug = new Map<string, AddressClaim[]>();
  for (const claim of claims) bySlug.set(claim.slug, [...(bySlug.get(claim.slug) ?? []), claim]);
  const refused: string[] = [];
  for (const [slug, claimed] of bySlug) {
    if (claimed.length < 2) continue;
    const changed = await Promise.all(claimed.map(async ({ file }, index) => ({ file, index, mtimeMs: (await stat(file)).mtimeMs })));
    changed.sort((a, b) => a.mtimeMs - b.mtimeMs || a.index - b.index);
    const [first, ...later] = changed;
    for (const { file } of later) refused.push(duplicateSlug(shown(file), slug, shown(first!.file), lineOfField(readFileSync(file, "utf8"), "slug")));
  }
  return refused;
}
