import layout from "../../content/site/layout.yaml";

// The links' labels are in content/site/layout.yaml (spec §2: what the header and footer show).
export const NAV_LINKS = layout.header.links;

/** Where every demo button leads (spec §2). */
export const DEMO_PATH = "/#prise-de-rdv";

export const SOLUTION_LINKS = layout.footer.solutions.links;

/** Footer: resources, placeholders with no target yet (spec §2, Footer). */
export const RESOURCE_PLACEHOLDERS = layout.footer.resources.items;

export const LEGAL_LINKS = layout.footer.legal.links;

/** Where the header's search leads without JavaScript, or when the search cannot load: the blog's listing. */
export const SEARCH_FALLBACK_PATH = "/blog/";

/** The output folder of the search index and of Pagefind's script (the site definition's `search`). */
export const SEARCH_FOLDER = "pagefind";
