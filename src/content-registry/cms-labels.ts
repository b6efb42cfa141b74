import type { CmsDefinition, CollectionCms } from "site-generator";

// What the editor at /admin/ calls the collections; their fields are labelled by their schemas.

export const CMS_FILES: CmsDefinition["files"] = { name: "pages", label: "Textes des pages" };

/** The editor's own words, besides Decap's: its menus, and what it says when it cannot read or save. */
export const EDITOR_WORDS = {
  choose: "Choisir…",
  loading: "Chargement…",
  /** A menu's value that the file it comes from no longer has. */
  unknownChoice: (value: string, file: string) => `${value} (absent de ${file})`,
  notConnected: (path: string) => `L'éditeur ne peut pas lire ${path} : il n'est pas encore connecté au dépôt.`,
  unreadable: (path: string, reason: string) => `L'éditeur n'a pas pu lire ${path} dans le dépôt (${reason}).`,
  /** Before a build's message about another file, which the file being saved would make the build refuse. */
  refusesAnother: "Enregistré, ce fichier ferait refuser un autre : ",
  /** A new entry's file name when its title gives none. */
  newEntry: "nouvel-article",
  /** The button beside each section of a page, which inserts a copy of it right after it. */
  duplicate: "Dupliquer",
  duplicateSection: (position: number, kind: string) => `Dupliquer la section ${position} (${kind})`,
  /** Said, not shown, once the copy is there. */
  sectionDuplicated: (position: number, copy: number) => `Section ${position} dupliquée : la copie est la section ${copy}.`,
  /** An image field naming a file the editor does not have. */
  missingImage: (field: string, value: string) => `le champ « ${field} » nomme ${value}, que l'éditeur n'a pas parmi les images`,
};

export const BLOG_CMS: CollectionCms = {
  label: "Articles du blog",
  labelSingular: "article",
  body: { label: "Texte de l'article", hint: "En Markdown : ## pour un intertitre, **gras**, [lien](/page/)." },
  create: true,
};

export const LEGAL_CMS: CollectionCms = {
  label: "Pages légales",
  labelSingular: "page légale",
  body: { label: "Texte de la page", hint: "Chaque intertitre garde son identifiant {#…} : d'autres pages y renvoient." },
  create: false,
};

export const COMPOSED_CMS: CollectionCms = {
  label: "Pages composées",
  labelSingular: "page",
  create: true,
};

export const REFERENCES_CMS: CollectionCms = {
  label: "Références clients",
  labelSingular: "référence",
  body: { label: "Texte de la référence", hint: "En Markdown : le client, son besoin, ce qui a changé. ## pour un intertitre, **gras**, [lien](/page/)." },
  create: true,
};
