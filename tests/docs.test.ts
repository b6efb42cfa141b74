// The README and docs/ describe the project as it is: short enough to read, no history, and no
// reference to a file that is not there.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { commitsAmong, type DocLine, docFiles, docLines, headingIds, repoPathExists } from "./helpers/doc-files.ts";

const README_MAX_LINES = 300;
const FILES = docFiles();
const LINES = FILES.flatMap(docLines);
const where = (line: DocLine) => `${line.file}:${line.line}`;

// Words that tell how the project got here rather than what it is. "Session" only as a stretch of
// work ("the first session"): a visitor's or an editor's login session is a fact of the site.
const MONTH = "(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\\.?";
const NARRATIVE = [
  /\bissues? #?\d+/i,
  /\b(?:first|second|third|last|previous|earlier|later|next|this|that|another|one) sessions?\b/i,
  /\bsessions? (?:#?\d+|on this|of this)\b/i,
  new RegExp(`\\b\\d{1,2} ${MONTH} \\d{4}\\b`),
  new RegExp(`\\b${MONTH} \\d{1,2},? \\d{4}\\b`),
];

// A path in the repository, as the docs write them: from one of its top-level folders.
const TOP_LEVEL = ["bin", "content", "deploy", "docs", "pages", "public", "scripts", "src", "styles", "tests", ".ci"];
const REPO_PATH = new RegExp(`(?<=^|[\\s(\`"'])((?:${TOP_LEVEL.map((dir) => dir.replace(".", "\\.")).join("|")})/[\\w./*<>{}…$-]*)`, "g");
const MARKDOWN_LINK = /\[[^\]]*\]\(([^)\s]+)\)/g;

describe("the README", () => {
  it(`holds at most ${README_MAX_LINES} lines`, () => {
    const lines = docLines("README.md");
    const count = lines.at(-1)!.text === "" ? lines.length - 1 : lines.length;
    expect(count).toBeLessThanOrEqual(README_MAX_LINES);
  });
});

describe("the README and docs/", () => {
  it("have files to check", () => {
    expect(FILES).toContain("docs/architecture.md");
    expect(LINES.length).toBeGreaterThan(500);
  });

  it("name no commit of the repository", () => {
    const words = LINES.flatMap((line) => [...line.text.matchAll(/\b[0-9a-f]{7,40}\b/g)].map((match) => ({ line, word: match[0] })));
    const candidates = words.filter(({ word }) => /[a-f]/.test(word) && /\d/.test(word));
    const commits = commitsAmong([...new Set(candidates.map(({ word }) => word))]);
    expect(candidates.filter(({ word }) => commits.has(word)).map(({ line, word }) => `${where(line)}: ${word}`)).toEqual([]);
  });

  it("tell no history: no issue numbers, work sessions or dated entries", () => {
    const found = LINES.flatMap((line) => NARRATIVE.filter((pattern) => pattern.test(line.text)).map((pattern) => `${where(line)}: ${line.text.match(pattern)![0]}`));
    expect(found).toEqual([]);
  });

  it("link only to files and headings that exist", () => {
    // Links written as examples, in code, are not links.
    const broken = LINES.filter((line) => !line.inCode).flatMap((line) =>
      [...line.text.replace(/`[^`]*`/g, "").matchAll(MARKDOWN_LINK)]
        .map((match) => match[1]!)
        .filter((target) => !/^[a-z]+:/i.test(target))
        .filter((target) => !linkResolves(line.file, target))
        .map((target) => `${where(line)}: ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it("name only repository paths that exist (placeholders in <> or … aside)", () => {
    const named = LINES.flatMap((line) => [...line.text.matchAll(REPO_PATH)].map((match) => ({ line, repoPath: match[1]!.replace(/[.,:;]+$/, "") })));
    expect(named.length).toBeGreaterThan(100);
    const missing = named.filter(({ repoPath }) => !/[<>{}…$]/.test(repoPath) && !repoPathExists(repoPath));
    expect(missing.map(({ line, repoPath }) => `${where(line)}: ${repoPath}`)).toEqual([]);
  });
});

function linkResolves(fromFile: string, target: string): boolean {
  const [file, fragment] = target.split("#");
  const targetFile = file ? path.posix.join(path.posix.dirname(fromFile), file) : fromFile;
  if (!repoPathExists(targetFile)) return false;
  return !fragment || !targetFile.endsWith(".md") || headingIds(targetFile).has(fragment);
}
