/**
 * A field whose value is the key of an item of a list in another content file (an article's
 * category, in content/blog-pages.yaml): the editor at /admin/ offers that file's items by their
 * label, read from the file as it is when the entry is opened (src/admin/choice-widget.tsx); the
 * build checks the key against the file (a collection's cross-file rule).
 */
export const CHOICE_WIDGET = "site-choice";

/** Where a choice's items are: said by the field's schema (`.meta({ choices })`), written into the CMS's field. */
export interface ChoiceSource {
  /** The content file, by its path in the content folder: "blog-pages.yaml". */
  file: string;
  /** The list of that file whose items are offered: "categories". */
  list: string;
  /** The item's field that is written (a key that never changes), and the one the editor shows. */
  value: string;
  label: string;
}
