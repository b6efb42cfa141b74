import { listOf, type Change } from "../blog/category-addresses.ts";

/**
 * What the editor changes in a composed page as it saves it: a page whose address changed keeps
 * its former one in `redirectFrom` (the build makes it a 301 to the new address), so that the
 * links a campaign already sent still work; an address given back is no longer a redirect.
 * `before` is the page as the repository has it, `after` as the editor would write it, both as
 * written (the front matter's data, unchecked).
 */
export function keepFormerAddress(before: unknown, after: unknown): Change[] {
  const was = (before as { address?: unknown } | null)?.address;
  const now = (after as { address?: unknown; redirectFrom?: unknown } | null)?.address;
  if (typeof was !== "string" || typeof now !== "string" || was === now) return [];
  // An entry opened before a former address was added has no redirectFrom: the file's are kept.
  const written = (after as { redirectFrom?: unknown }).redirectFrom ?? (before as { redirectFrom?: unknown }).redirectFrom;
  const from = new Set(listOf(written));
  from.add(was);
  from.delete(now);
  const next = [...from];
  const current = listOf((after as { redirectFrom?: unknown }).redirectFrom);
  return next.length === current.length && next.every((path, at) => path === current[at]) ? [] : [[["redirectFrom"], next]];
}
