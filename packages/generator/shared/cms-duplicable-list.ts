/**
 * A list whose items are of several kinds (a page's sections): Decap CMS's own list, which can
 * add, reorder and remove an item but not copy one (decaporg/decap-cms#1244), with a button per
 * item that inserts a copy of it right after it (src/admin/duplicable-list.tsx). The generator
 * writes this widget where it would write Decap's `list` with `types`; its settings are the list's.
 */
export const DUPLICABLE_LIST_WIDGET = "site-duplicable-list";
