/** A request target split into decoded path segments, or the status refusing it. */
export type ParsedPath =
  | { kind: "path"; rawPath: string; query: string; segments: string[]; directory: boolean }
  | { kind: "refused"; status: 400 };

const REFUSED = { kind: "refused", status: 400 } as const;

/**
 * Parses the raw request target. Nothing is normalised: a target that a browser would never send
 * (dot segments, empty segments, encoded separators, NUL) is refused rather than reinterpreted,
 * so no spelling of a path can reach outside the served folder.
 */
export function parseRequestPath(target: string): ParsedPath {
  // Absolute-form ("http://host/…") and asterisk-form targets are for proxies, not for a file server.
  if (!target.startsWith("/")) return REFUSED;
  const end = target.search(/[?#]/);
  const rawPath = end === -1 ? target : target.slice(0, end);
  const query = end !== -1 && target[end] === "?" ? target.slice(end + 1).replace(/#.*$/, "") : "";
  if (rawPath.includes("\\")) return REFUSED;

  const rawSegments = rawPath.split("/").slice(1);
  const directory = rawSegments.at(-1) === "";
  if (directory) rawSegments.pop();

  const segments: string[] = [];
  for (const raw of rawSegments) {
    const segment = decodeSegment(raw);
    if (segment === undefined || !isPlainName(segment)) return REFUSED;
    segments.push(segment);
  }
  return { kind: "path", rawPath, query, segments, directory };
}

function decodeSegment(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

function isPlainName(segment: string): boolean {
  if (segment === "" || segment === "." || segment === "..") return false;
  return !/[/\\\0]/.test(segment);
}
