export type RangeRequest = { start: number; end: number } | "unsatisfiable" | undefined;

/**
 * Reads a `Range` header for a file of `size` bytes (RFC 9110 §14). Only a single byte range is
 * honoured; a header that is malformed or asks for several ranges is ignored (the full file is sent),
 * which the RFC allows. `end` is inclusive.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return undefined;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return undefined;

  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== "" && Number(last) < start) return undefined;
  if (start >= size) return "unsatisfiable";
  return { start, end };
}
