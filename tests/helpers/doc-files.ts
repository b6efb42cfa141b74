// What the docs guard reads: the README and docs/, line by line, and the repository's paths and
// commits they may name.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "./project-copy.ts";

/** A line of a doc; `inCode` when it is inside a fenced code block. */
export type DocLine = { file: string; line: number; text: string; inCode: boolean };

/** README.md and every Markdown file under docs/, as paths from the project's root. */
export function docFiles(): string[] {
  const docs = (readdirSync(path.join(PROJECT_ROOT, "docs"), { recursive: true }) as string[])
    .filter((file) => file.endsWith(".md"))
    .map((file) => path.join("docs", file).split(path.sep).join("/"));
  return ["README.md", ...docs.sort()];
}

export function docLines(file: string): DocLine[] {
  let inCode = false;
  return readFileSync(path.join(PROJECT_ROOT, file), "utf8")
    .split("\n")
    .map((text, index) => {
      const fence = /^\s*```/.test(text);
      if (fence) inCode = !inCode;
      return { file, line: index + 1, text, inCode: inCode || fence };
    });
}

/**
 * Which of these hex words name a commit of the repository. Outside a git checkout (a tarball)
 * nothing can be looked up, so every one counts: a hash in a doc is history either way.
 */
export function commitsAmong(words: string[]): Set<string> {
  if (words.length === 0) return new Set();
  try {
    const input = words.map((word) => `${word}^{commit}`).join("\n") + "\n";
    const answers = execFileSync("git", ["cat-file", "--batch-check"], { cwd: PROJECT_ROOT, input, encoding: "utf8" }).trim().split("\n");
    return new Set(words.filter((_, index) => !answers[index]!.endsWith(" missing")));
  } catch {
    return new Set(words);
  }
}

/** Whether a repository path exists; `*` in its last part matches any characters. */
export function repoPathExists(repoPath: string): boolean {
  const clean = repoPath.replace(/\/$/, "");
  if (!clean.includes("*")) return existsSync(path.join(PROJECT_ROOT, clean));
  const folder = path.join(PROJECT_ROOT, path.dirname(clean));
  if (!existsSync(folder) || !statSync(folder).isDirectory()) return false;
  const pattern = new RegExp(`^${path.basename(clean).split("*").map(escapeRegExp).join(".*")}$`);
  return readdirSync(folder).some((name) => pattern.test(name));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
}

/** GitHub's id for a Markdown heading: lowercase, punctuation dropped, spaces to hyphens. */
export function headingIds(file: string): Set<string> {
  const headings = docLines(file).filter((line) => !line.inCode && /^#{1,6} /.test(line.text));
  return new Set(
    headings.map((heading) =>
      heading.text
        .replace(/^#+ /, "")
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, "")
        .replace(/\s/g, "-"),
    ),
  );
}
