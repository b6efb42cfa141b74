import { categoryPath } from "./article.ts";

interface WrittenCategory {
  key?: unknown;
  slug?: unknown;
  redirectFrom?: unknown;
}

/** A value to set in the data about to be saved, at its path. */
export type Change = [path: (string | number)[], value: unknown];

/**
 * What the editor changes in content/blog-pages.yaml as it saves it: a category whose address
 * changed keeps its former one in `redirectFrom` (the build makes it a 301 to the new page), so
 * that links and search results pointing to it still work; an address given back is no longer a
 * redirect. `before` is the file as the repository has it, `after` as the editor would write it,
 * both as written (the YAML's data, unchecked). Categories are matched by their key.
 */
export function keepFormerAddresses(before: unknown, after: unknown): Change[] {
  const was = categoriesIn(before);
  return categoriesIn(after).flatMap((category, index): Change[] => {
    const old = was.find((other) => other.key === category.key);
    if (!old || typeof old.slug !== "string" || typeof category.slug !== "string") return [];
    // An entry opened before a former address was added has no redirectFrom: the file's are kept.
    const written = category.redirectFrom === undefined ? old.redirectFrom : category.redirectFrom;
    const from = new Set(listOf(written));
    if (old.slug !== category.slug) from.add(categoryPath({ slug: old.slug }));
    from.delete(categoryPath({ slug: category.slug }));
    const next = [...from];
    const unchanged = next.length === listOf(category.redirectFrom).length && next.every((path, at) => path === listOf(category.redirectFrom)[at]);
    return unchanged ? [] : [[["categories", index, "redirectFrom"], next]];
  });
}

function categoriesIn(data: unknown): WrittenCategory[] {
  const categories = (data as { categories?: unknown } | null)?.categories;
  return Array.isArray(categories) ? categories.map((category) => (category ?? {}) as WrittenCategory) : [];
}

/** `redirectFrom` as written: one path, or a list of them. */
export function listOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}
