/**
 * Two entries with one slug would write one page: the file changed last is refused, naming the
 * other (the build, load-collection.ts, and the editor before it saves say the same), at the line
 * of its `slug` field when the address is that field's, else by its file's name.
 */
export function duplicateSlug(file: string, slug: string, other: string, slugLine: number | undefined): string {
  if (slugLine !== undefined) return `${file}:${slugLine}: le champ « slug » donne l'adresse « ${slug} », qui est déjà celle de ${other} : choisissez-en une autre`;
  return `${file}: le nom du fichier donne l'adresse « ${slug} », qui est déjà celle de ${other} : renommez ce fichier, ou donnez-lui un autre champ « slug »`;
}
