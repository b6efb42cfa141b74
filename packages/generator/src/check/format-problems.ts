import path from "node:path";
import type { CheckProblem } from "./check-problem.ts";

/** One line per problem, "dist/blog/index.html:12:5  rule  message", then the count. */
export function formatProblems(problems: CheckProblem[], dir: string): string {
  const lines = problems.map((problem) => {
    const file = path.relative(process.cwd(), path.join(dir, problem.file));
    return `${file}:${problem.line}:${problem.column}  ${problem.rule}  ${problem.message}`;
  });
  lines.push(`${problems.length} ${problems.length === 1 ? "problem" : "problems"}`);
  return lines.join("\n");
}
