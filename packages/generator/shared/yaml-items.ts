/** A field left empty in the editor ("", null), which the file does not hold. */
export function isEmpty(value: unknown): boolean {
  return value === "" || value === null || value === undefined;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** Equal data, whatever the order of keys; empty fields count as absent. */
export function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => same(item, b[index]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => (isEmpty(a[key]) && isEmpty(b[key])) || same(a[key], b[key]));
  }
  return a === b;
}

/**
 * For each item of a list as the editor saves it, the items of the list as the file holds it
 * whose text it may be written from, best first: the item itself where it is unchanged (kept,
 * or moved); else the one it replaced at its place (edited there); else those it has most fields
 * in common with (a copy of one, edited or not). None: a new item, written afresh.
 */
export function itemSources(before: readonly unknown[], after: readonly unknown[]): number[][] {
  const kept = keptItems(before, after);
  return after.map((item, at) => {
    const own = kept.get(at);
    if (own !== undefined) return [own];
    const replaced = replacedItem(kept, { before: before.length, after: after.length }, at);
    const alike = resembling(before, item).filter((index) => index !== replaced);
    return replaced === undefined ? alike : [replaced, ...alike];
  });
}

/**
 * The items left unchanged and in the same order, after's index to before's: the longest common
 * subsequence, so that an item inserted, removed or moved leaves the others as they were.
 */
function keptItems(before: readonly unknown[], after: readonly unknown[]): Map<number, number> {
  const longest = before.map(() => new Array<number>(after.length + 1).fill(0));
  longest.push(new Array<number>(after.length + 1).fill(0));
  for (let i = before.length - 1; i >= 0; i--) {
    for (let j = after.length - 1; j >= 0; j--) {
      longest[i]![j] = same(before[i], after[j]) ? longest[i + 1]![j + 1]! + 1 : Math.max(longest[i + 1]![j]!, longest[i]![j + 1]!);
    }
  }
  const kept = new Map<number, number>();
  for (let i = 0, j = 0; i < before.length && j < after.length; ) {
    if (same(before[i], after[j])) kept.set(j++, i++);
    else if (longest[i + 1]![j]! >= longest[i]![j + 1]!) i++;
    else j++;
  }
  return kept;
}

/**
 * Between two kept items, the items of before and of after are all changed ones: the n-th of
 * after took the place of the n-th of before, if there is one.
 */
function replacedItem(kept: Map<number, number>, lengths: { before: number; after: number }, at: number): number | undefined {
  let previous = at - 1;
  while (previous >= 0 && !kept.has(previous)) previous--;
  let next = at + 1;
  while (next < lengths.after && !kept.has(next)) next++;
  const from = previous >= 0 ? kept.get(previous)! + 1 : 0;
  const to = kept.get(next) ?? lengths.before;
  const index = from + (at - previous - 1);
  return index < to ? index : undefined;
}

/** The items of before with fields of the same value as the item's, most in common first. */
function resembling(before: readonly unknown[], item: unknown): number[] {
  if (!isRecord(item)) return [];
  const common = before.map((candidate) => (isRecord(candidate) ? Object.keys(item).filter((key) => !isEmpty(item[key]) && same(candidate[key], item[key])).length : 0));
  return common
    .map((count, index) => ({ count, index }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count)
    .map(({ index }) => index);
}
