/**
 * YAML reads a value starting with "{" as a mapping: `title: {{productName}} …` is no text, and
 * with words after it not even valid YAML. Given the line a message points at, as written, says
 * how to write it when it is one of those; otherwise nothing.
 */
export function quoteHint(written: string | undefined): string {
  const match = /^\s*([\w-]+):\s*(\{\{.*)$/.exec(written ?? "");
  return match ? ` (une valeur qui commence par {{…}} s'écrit entre guillemets : ${match[1]}: "${match[2]!.trim()}")` : "";
}
