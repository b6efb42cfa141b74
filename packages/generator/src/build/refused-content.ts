import { BuildError } from "../build-error.ts";
import type { ContentError } from "../content/content-error.ts";

/**
 * The build's refusal of content files: their messages, a line each and file first, then how many
 * files and errors they make, last, where a list of a thousand articles' mistakes ends.
 */
export function refusedContent(error: ContentError): BuildError {
  const lines = error.message.split("\n");
  // `content/blog/x.md:4: …`, `content/pages/y.md:4, champ …`: the file is all before the first colon or comma.
  const files = new Set(lines.map((line) => /^[^:,]+/.exec(line)?.[0]));
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return new BuildError(`${error.message}\n${count(files.size, "fichier refusé", "fichiers refusés")}, ${count(lines.length, "erreur", "erreurs")}`);
}
