/** A content file the build refuses, named with the line and the field at fault. */
export class ContentError extends Error {
  override name = "ContentError";
}

/**
 * A file the entry reader refused (read-entry.ts): every problem it found, a line each, and the
 * file's address when it could tell it, which the build checks against the other files'.
 */
export class RefusedEntry extends ContentError {
  constructor(
    problems: readonly string[],
    readonly slug: string | undefined,
  ) {
    super(problems.join("\n"));
  }
}
