/** A content file the build refuses, named with the line and the field at fault. */
export class ContentError extends Error {
  override name = "ContentError";
}
