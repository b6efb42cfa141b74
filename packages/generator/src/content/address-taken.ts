/**
 * The words for a page placed by a content file at an address another page has: the build's
 * (shared-addresses.ts) and the editor's before saving (src/admin/check-entry.ts), one message.
 * Runs in the browser too: no file system here.
 */

/** A page as the message names it: the content file that placed it, or its title. */
export interface AddressHolder {
  title: string;
  origin?: { file: string; field: string } | undefined;
}

/** The 1-based line of a file's text where its front matter or YAML gives `field`, if it does. */
export function lineOfField(text: string, field: string): number | undefined {
  const index = text.split("\n").findIndex((line) => new RegExp(`^${field}\\s*:`).test(line));
  return index >= 0 ? index + 1 : undefined;
}

/** "content/pages/x.md:3, champ « address »" */
export function fieldAt(file: string, field: string, line: number | undefined): string {
  return `${file}${line ? `:${line}` : ""}, champ « ${field} »`;
}

/** The refusal, `where` naming the file, line and field of the page to move. */
export function addressTaken(where: string, address: string, holder: AddressHolder): string {
  const name = holder.origin ? `la page de ${holder.origin.file}` : `la page « ${holder.title} »`;
  return `${where} : l'adresse ${address} est déjà celle de ${name} ; choisissez-en une autre`;
}
