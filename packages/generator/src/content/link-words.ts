/**
 * The words for a link or a former address of the content that leads nowhere, or where it must
 * not: the build's (content-links.ts, redirect-clashes.ts) and the editor's before saving
 * (src/admin/), one message. Runs in the browser too: no file system here.
 */

/** Where a link or a field is written: the file, its line when known, the field ("sections[2].body"; none for a text's body). */
export interface ContentPlace {
  file: string;
  line?: number | undefined;
  field?: string | undefined;
}

/** "content/blog/x.md:4" */
export const placeName = ({ file, line }: ContentPlace) => `${file}${line === undefined ? "" : `:${line}`}`;
const theLink = (place: ContentPlace, href: string) => `le lien « ${href} »${place.field ? ` du champ « ${place.field} »` : " du texte"}`;

/** Why no page is at a site path, and what to write instead. */
export interface NoPage {
  /** The page is at the path with a trailing slash. */
  slash?: boolean;
  /** The path is a former address, which leads there. */
  redirectedTo?: string | undefined;
  /** The page address closest to it (did-you-mean.ts). */
  near?: string | undefined;
}

/** `slashed`: the address to write when only the slash is missing, its `#fragment` kept. */
function noPage(path: string, { slash, redirectedTo, near }: NoPage, slashed = `${path}/`): string {
  if (slash) return `une adresse sans sa barre finale : écrivez « ${slashed} »`;
  if (redirectedTo) return `une ancienne adresse, qui redirige vers ${redirectedTo} : écrivez directement « ${redirectedTo} »`;
  const hint = near ? `vouliez-vous dire « ${near} » ?` : "écrivez l'adresse d'une page du site, qui commence et finit par une barre, par exemple « / »";
  return `une adresse qu'aucune page du site n'a : ${hint}`;
}

/** A link as written: a text's (`[…](href)`), or a field's whole value (`isField`), which messages name by the field. */
export interface WrittenLink {
  href: string;
  isField?: true | undefined;
}

/** A link of the content to a site path (`path`, the link resolved) that no page or file has. */
export function linkToNoPage(place: ContentPlace, link: WrittenLink, path: string, why: NoPage): string {
  const slashed = link.href.startsWith(path) ? `${path}/${link.href.slice(path.length)}` : `${path}/`;
  if (link.isField) return `${placeName(place)}: le champ « ${place.field} » mène à « ${link.href} », ${noPage(path, why, slashed)}`;
  const resolved = link.href.replace(/[?#].*$/, "") === path ? "" : `« ${path} », `;
  return `${placeName(place)}: ${theLink(place, link.href)} mène à ${resolved}${noPage(path, why, slashed)}`;
}

/** A link to a `#fragment` its page has no element for; `page` is "" for the text's own page. */
export function linkToNoFragment(place: ContentPlace, link: WrittenLink, page: string, fragment: string, near: string | undefined): string {
  const which = page === "" ? "de cette page" : `de la page ${page}`;
  const hint = near ? `vouliez-vous dire « #${near} » ?` : "corrigez l'ancre, ou retirez-la pour mener en haut de la page";
  if (link.isField) return `${placeName(place)}: le champ « ${place.field} » mène à « ${link.href} », une ancre qu'aucun élément ${which} ne porte : ${hint}`;
  return `${placeName(place)}: ${theLink(place, link.href)} vise l'ancre « #${fragment} », qu'aucun élément ${which} ne porte : ${hint}`;
}

/** A page as a message names it: the content file that placed it (a composed page's), or its title. */
export function pageName(page: { title: string; file?: string | undefined }): string {
  return page.file ? `la page de ${page.file}` : `la page « ${page.title} »`;
}

/** A former address (a redirect's source) that is a page's address: the redirect would hide the page. */
export function formerAddressIsPage(place: ContentPlace, from: string, page: { own: boolean; name: string }): string {
  if (page.own) return `${placeName(place)}: le champ « ${place.field} » donne « ${from} », l'adresse de cette page même : n'y gardez que ses adresses d'avant`;
  return (
    `${placeName(place)}: le champ « ${place.field} » donne « ${from} », l'adresse de ${page.name} : une ancienne adresse ne peut pas être ` +
    "celle d'une page existante, que la redirection rendrait introuvable ; retirez-la"
  );
}

/** A former address another place of the content (or of the site's settings) redirects already. */
export function formerAddressTwice(place: ContentPlace, from: string, other: { where: string; to: string }): string {
  return (
    `${placeName(place)}: le champ « ${place.field} » donne « ${from} », que ${other.where} redirige déjà vers ${other.to} : ` +
    "une ancienne adresse ne mène qu'à une page ; gardez-la à un seul endroit"
  );
}

/** A redirect the content writes (a page's `afterwards`) to a site path no page has. */
export function redirectToNoPage(place: ContentPlace, to: string, why: NoPage): string {
  return `${placeName(place)}: le champ « ${place.field} » mène à « ${to} », ${noPage(to, why)}`;
}
