import type { CrossCollectionRule } from "site-generator";
import { CONTENT_COLLECTIONS } from "./collections.ts";
import type { PageSection } from "./schemas/sections/index.ts";

/** The name of the references' collection in the site's definition (src/server-entry.ts). */
const REFERENCES = "references";

/**
 * A composed page's references section names each chosen reference by its file's name: one that
 * no file of content/references/ has is refused, naming the field and the name, by the build and
 * by the editor before saving (the references as the repository has them).
 */
export const NAMED_REFERENCES: CrossCollectionRule<{ sections: readonly PageSection[] }> = {
  collections: [REFERENCES],
  refuse(page, slugs) {
    const known = slugs[REFERENCES] ?? [];
    const folder = CONTENT_COLLECTIONS.references.folder;
    for (const [index, section] of page.sections.entries()) {
      if (section.type !== "references") continue;
      const at = (section.chosen ?? []).findIndex((slug) => !known.includes(slug));
      if (at === -1) continue;
      const missing = section.chosen![at]!;
      const listed = known.length > 0 ? `les références sont : ${known.join(", ")}` : `${folder}/ n'en a aucune`;
      return {
        path: ["sections", index, "chosen", at],
        message: `le champ « sections[${index}].chosen[${at}] » nomme la référence « ${missing} », qui n'existe pas : aucun fichier ${folder}/${missing}.md (${listed})`,
      };
    }
    return undefined;
  },
};
