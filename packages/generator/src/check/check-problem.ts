/** One problem `site check` found, at its place in the output. */
export interface CheckProblem {
  /** Path relative to the checked folder, with "/" separators: "blog/index.html". */
  file: string;
  line: number;
  column: number;
  /** html-validate's rule id, or one of the link rules: link-broken, link-fragment, … */
  rule: string;
  message: string;
}
