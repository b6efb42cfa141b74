import { readdir } from "node:fs/promises";
import path from "node:path";

/** The output folder's contents, as paths relative to it with "/" separators. */
export interface OutputListing {
  files: Set<string>;
  folders: Set<string>;
}

export async function listOutput(dir: string): Promise<OutputListing> {
  const listing: OutputListing = { files: new Set(), folders: new Set() };
  await visit(dir, "", listing);
  return listing;
}

async function visit(dir: string, prefix: string, listing: OutputListing): Promise<void> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  await Promise.all(
    entries.map((entry) => {
      const relative = prefix + entry.name;
      if (!entry.isDirectory()) return listing.files.add(relative);
      listing.folders.add(relative);
      return visit(dir, `${relative}/`, listing);
    }),
  );
}
