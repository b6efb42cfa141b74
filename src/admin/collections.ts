import { BLOG_COLLECTION } from "../routes/blog-routes.ts";
import type { CollectionDefinition } from "site-generator";
import { LEGAL_COLLECTION } from "../routes/legal-routes.ts";
import { COMPOSED_COLLECTION } from "../routes/composed-routes.ts";
import { REFERENCES_COLLECTION } from "../routes/reference-routes.ts";

/** The collections of src/server-entry.ts the editor edits, by their names there, which the CMS's collections take. */
export const EDITED_COLLECTIONS: Readonly<Record<string, CollectionDefinition>> = { blog: BLOG_COLLECTION, legal: LEGAL_COLLECTION, composed: COMPOSED_COLLECTION, references: REFERENCES_COLLECTION };
