// Reads a YAML content file as the build does (checked against its schema, `{{name}}`s filled), for
// code that imports the site's modules outside a build: the tests (vitest.config.ts) and the
// scripts run with tsx (register-yaml.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import registry from "../../src/content-registry/registry.ts";
import { registryValues } from "../../packages/generator/src/content/registry-values.ts";
import { contentSchemas } from "../../packages/generator/src/content/load-registry.ts";
import { readYamlFile } from "../../packages/generator/src/content/yaml-file.ts";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const FOLDER = path.join(ROOT, registry.folder);
let loaded: { schemas: Record<string, z.ZodType>; values: ReadonlyMap<string, string> } | undefined;

export function readContentFile(file: string): unknown {
  if (!loaded) {
    const schemas = contentSchemas(registry, z);
    loaded = { schemas, values: registryValues(registry, schemas, (name) => readFileSync(path.join(FOLDER, name), "utf8")) };
  }
  const name = path.relative(FOLDER, file).split(path.sep).join("/");
  const schema = loaded.schemas[name];
  if (!schema) throw new Error(`${file} is not in the content registry (src/content-registry/registry.ts)`);
  return readYamlFile(path.relative(ROOT, file).split(path.sep).join("/"), readFileSync(file, "utf8"), schema, loaded.values);
}
