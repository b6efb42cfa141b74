import { markdownFiles } from "./check-entry.ts";
import type { CurrentContent } from "./current-content.ts";
import { readEditedEntry, type ImageOf, type PreviewSite } from "./preview-entry.ts";
import { readRepositoryFolder } from "./repository-files.ts";
import type { Reference } from "../models/references/reference.ts";
import { REFERENCES_COLLECTION } from "../routes/reference-routes.ts";

/**
 * The customer references as the repository has them now, made as the build makes them and in its
 * order (newest first; of one day, by name): what a composed page's references section shows in
 * its preview. A reference the build would refuse is left out; its own preview says why.
 */
export async function currentReferences(content: CurrentContent, site: PreviewSite, imageOf: ImageOf): Promise<Reference[]> {
  const made: Reference[] = [];
  for (const { file, data } of await readRepositoryFolder(REFERENCES_COLLECTION.folder, "md")) {
    try {
      // Written as the editor writes it: the front matter's comments and order do not matter here.
      const text = markdownFiles.toFile(markdownFiles.fromFile(data));
      made.push(await readEditedEntry(REFERENCES_COLLECTION, { file: file.path, text }, content, { ...site, imageOf }));
    } catch {
      continue;
    }
  }
  return made.sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : a.date < b.date ? 1 : -1));
}
