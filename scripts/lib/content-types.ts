/**
 * The declarations that type each YAML file's default import by its registry entry, one per
 * file, matched however many "../" the import starts with (scripts/write-content-types.ts).
 */
export function contentTypes(files: readonly string[], folder: string): string {
  // The type is named out here: a relative path inside a module declaration is not resolved.
  // The comments avoid the keywords of ES modules: TypeScript would then read the file as a module,
  // and no declaration would match.
  const head = [
    "// Made by scripts/write-content-types.ts from src/content-registry/registry.ts: never edit it.",
    'type YamlData<Path extends import("./registry.ts").ContentPath> = import("./registry.ts").ContentData<Path>;',
  ];
  const declarations = files.map((file) =>
    [`declare module "*/${folder}/${file}" {`, `  const data: YamlData<${JSON.stringify(file)}>;`, "  export default data;", "}"].join("\n"),
  );
  return [...head, ...declarations].join("\n") + "\n";
}
