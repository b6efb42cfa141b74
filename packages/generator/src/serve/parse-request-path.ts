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
  const originForm = target.startsWith("/") ? target : pathOfAbsoluteForm(target);
  if (originForm === undefined) return REFUSED;
  const end = originForm.search(/[?#]/);
  const rawPath = end === -1 ? originForm : originForm.slice(0, end);
  const query = end !== -1 && originForm[end] === "?" ? originForm.slice(end + 1).replace(/#.*$/, "") : "";
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

// http(s)://host[:port] then the rest; userinfo ("user@") is refused, as RFC 9110 §4.2.4 advises.
const ABSOLUTE_FORM = /^https?:\/\/(?:[a-z0-9._~!$&'()*+,;=%-]+|\[[0-9a-f:.]+\])(?::\d*)?(?=[/?]|$)/i;

/**
 * RFC 9112 §3.2.2: a server must accept the absolute form ("http://host/path"), which proxies
 * send. Its authority names this server whatever it says, so only the path is kept ("/" when
 * empty). Asterisk form and other schemes are refused.
 */
function pathOfAbsoluteForm(target: string): string | undefined {
  const authority = ABSOLUTE_FORM.exec(target);
  if (!authority) return undefined;
  const rest = target.slice(authority[0].length);
  return rest.startsWith("/") ? rest : `/${rest}`;
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
