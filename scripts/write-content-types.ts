// Writes src/content-registry/yaml-imports.d.ts from the content registry, before each typecheck
// (`npm run typecheck`): the type of each YAML file's default import is its schema's output, so
// site code reading content/home/hero.yaml gets typed data, and a file the registry lacks cannot
// be read at all. The file is made, never edited (.gitignore keeps it out of the repository).
import { writeFileSync } from "node:fs";
import path from "node:path";
import registry from "../src/content-registry/registry.ts";

const OUT = path.resolve(import.meta.dirname, "..", "src", "content-registry", "yaml-imports.d.ts");

/** The declarations, one per registered file, matched however many "../" the import starts with. */
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

writeFileSync(OUT, contentTypes(Object.keys(registry.files), registry.folder));
