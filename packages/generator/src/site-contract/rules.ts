// What a collection's entries must meet beyond their own schema: rules that read other content
// files, or other collections. Types only, and none of Node's: the site's tsconfig reads this file.

/** A value a rule refuses: where it is in the file's data, and why, in French ("doit …"). */
export interface FieldRefusal {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * A rule of a collection's entries that reads other content files: `files` are the registry's
 * YAML files it reads, by their path in the content folder, handed to `refuse` checked and with
 * their `{{name}}`s filled. The build hands them as the site's code imported them (`imported`: a
 * change to one is a change to the site's bundle, which every entry is read again after); the
 * editor at /admin/, as its Git backend has them when an entry or one of those files is saved.
 */
export interface CrossFileRule<Data> {
  files: readonly string[];
  imported: Readonly<Record<string, unknown>>;
  refuse(data: Data, files: Readonly<Record<string, unknown>>): FieldRefusal | undefined;
}

/**
 * A rule of a collection's entries that reads other collections: run by the build once every
 * collection is loaded (drafts and scheduled entries included), and by the editor at /admin/ before
 * saving, with the slugs of the entries of `collections` (by their names in
 * `SiteDefinition.collections`) as each has them. A refusal names the entry's file, line and field.
 */
export interface CrossCollectionRule<Entry> {
  collections: readonly string[];
  refuse(entry: Entry, slugs: Readonly<Record<string, readonly string[]>>): FieldRefusal | undefined;
}
