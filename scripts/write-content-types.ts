// Writes src/content-registry/yaml-imports.d.ts from the content registry, before each typecheck
// (`npm run typecheck`): the type of each YAML file's default import is its schema's output, so
// site code reading content/home/hero.yaml gets typed data, and a file the registry lacks cannot
// be read at all. The file is made, never edited (.gitignore keeps it out of the repository).
import { writeFileSync } from "node:fs";
import path from "node:path";
import registry from "../src/content-registry/registry.ts";
import { contentTypes } from "./lib/content-types.ts";

const OUT = path.resolve(import.meta.dirname, "..", "src", "content-registry", "yaml-imports.d.ts");

writeFileSync(OUT, contentTypes(Object.keys(registry.files), registry.folder));
