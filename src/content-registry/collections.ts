import { articleSchema } from "./schemas/article.ts";
import { composedPageSchema } from "./schemas/composed-page.ts";
import { legalPageSchema } from "./schemas/legal-page.ts";
import { referenceSchema } from "./schemas/reference.ts";

/**
 * The Markdown collections: each a folder of files with front matter, checked against its schema.
 * The collections' definitions (src/models/blog/collection.ts, src/models/legal/collection.ts, src/models/composed/collection.ts, src/models/references/collection.ts) take their folder
 * and schema from here; the CMS its label.
 */
export const CONTENT_COLLECTIONS = {
  blog: { folder: "content/blog", label: "Articles du blog", schema: articleSchema },
  legal: { folder: "content/legal", label: "Pages légales", schema: legalPageSchema },
  composed: { folder: "content/pages", label: "Pages composées", schema: composedPageSchema },
  references: { folder: "content/references", label: "Références clients", schema: referenceSchema },
};
