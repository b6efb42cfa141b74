/**
 * Calls `visit` with every string of a collection entry (front matter, rendered HTML) and the key
 * it sits under (an array's items take their array's key). Entries are plain data: the walk stops
 * `maxDepth` levels down.
 */
export function eachString(value: unknown, visit: (text: string, key: string) => void, maxDepth: number, depth = 0, key = ""): void {
  if (typeof value === "string") visit(value, key);
  else if (depth < maxDepth && value && typeof value === "object") {
    for (const [name, item] of Object.entries(value)) eachString(item, visit, maxDepth, depth + 1, Array.isArray(value) ? key : name);
  }
}
