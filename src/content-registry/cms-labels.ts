import type { CmsDefinition, CollectionCms } from "../generator/site-definition.ts";

// What the editor at /admin/ calls the collections; their fields are labelled by their schemas.

export const CMS_FILES: CmsDefinition["files"] = { name: "pages", label: "Textes des pages" };

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
