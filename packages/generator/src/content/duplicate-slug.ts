/**
 * Two entries with one slug would write one page: the file changed last is refused, naming the
 * other (the build, load-collection.ts, and the editor before it saves say the same).
 */
export function duplicateSlug(file: string, slug: string, other: string): string {
  return `${file}: l'adresse « ${slug} » est déjà celle de ${other} : donnez à ce fichier un autre nom, ou un autre champ « slug »`;
}
