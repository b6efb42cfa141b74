/** A build failure whose message is complete: the CLI prints it as it is. */
export class BuildError extends Error {
  override name = "BuildError";
}
