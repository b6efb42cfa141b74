import type { Site } from "../bundle-server.ts";
import { BuildError } from "../build-error.ts";
import type { LoadedCollection } from "../content/load-collection.ts";
import { listPlaceholders, type Placeholder } from "../find-placeholders.ts";

/**
 * The entries the site ships as examples (CollectionDefinition.examples), each named by its file and
 * the field that marks it, as the config's placeholders are named; refused with --strict, like them.
 */
export function findExamples(site: Site, collections: readonly LoadedCollection[], strict: boolean): Placeholder[] {
  const examples = collections.flatMap(({ name, entries, fileOf }) => {
    const marked = site.definition.collections[name]?.examples;
    if (!marked) return [];
    return entries.filter((entry) => marked.of(entry)).map((entry) => ({ name: `${fileOf.get(entry.slug) ?? name}: ${marked.field}`, value: true }));
  });
  if (strict && examples.length > 0) {
    throw new BuildError(`--strict: ${examples.length} entries are examples the site shipped with; replace them with real ones, or delete them:\n${listPlaceholders(examples)}`);
  }
  return examples;
}
