import { readFile } from "node:fs/promises";
import path from "node:path";
import type { CheckProblem } from "./check-problem.ts";

// Cloudflare Pages' limits on `_headers` (https://developers.cloudflare.com/pages/platform/limits/,
// "Headers"): past them it drops rules without a word at deploy time, so the check fails first.
export const HEADERS_FILE_MAX_RULES = 100;
/** Characters in one line, indentation, name and value included; the limit is "under 2,000". */
export const HEADERS_FILE_MAX_LINE_CHARS = 2_000;

/** `_headers` within Cloudflare Pages' limits, if the output has one. */
export async function checkHeadersFile(dir: string, files: Set<string>): Promise<CheckProblem[]> {
  if (!files.has("_headers")) return [];
  const lines = (await readFile(path.join(dir, "_headers"), "utf8")).split("\n");
  const problems: CheckProblem[] = [];
  const problem = (line: number, message: string) =>
    problems.push({ file: "_headers", line, column: 1, rule: "headers-file-limit", message });

  // A rule is a path line: not indented, not a comment, not blank.
  const rules = lines.flatMap((line, index) => (/^[^\s#]/.test(line) ? [index + 1] : []));
  if (rules.length > HEADERS_FILE_MAX_RULES) {
    problem(
      rules[HEADERS_FILE_MAX_RULES]!,
      `_headers has ${rules.length} rules, over Cloudflare Pages' limit of ${HEADERS_FILE_MAX_RULES}: ` +
        "the host ignores the rest; cover many paths with one `*` rule",
    );
  }
  lines.forEach((line, index) => {
    if (line.length >= HEADERS_FILE_MAX_LINE_CHARS) {
      problem(
        index + 1,
        `_headers line of ${line.length} characters, over Cloudflare Pages' limit of ${HEADERS_FILE_MAX_LINE_CHARS - 1}`,
      );
    }
  });
  return problems;
}
