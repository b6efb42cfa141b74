// Reads a YAML content file as the build does (checked against its schema, `{{name}}`s filled), for
// code that imports the site's modules outside a build: the tests (vitest.config.ts) and the
// scripts run with tsx (register-yaml.ts); and a composed page's fields, for the same.
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import registry from "../../src/content-registry/registry.ts";
import { registryValues } from "../../packages/generator/src/content/registry-values.ts";
import { contentSchemas } from "../../packages/generator/src/content/load-registry.ts";
import { readYamlFile } from "../../packages/generator/src/content/yaml-file.ts";
import { parseFrontMatter } from "../../packages/generator/src/content/front-matter.ts";
import { composedPageSchema, type ComposedPageFrontMatter } from "../../src/content-registry/schemas/composed-page.ts";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const FOLDER = path.join(ROOT, registry.folder);
let loaded: { schemas: Record<string, z.ZodType>; values: ReadonlyMap<string, string> } | undefined;

function load(): NonNullable<typeof loaded> {
  if (!loaded) {
    const schemas = contentSchemas(registry, z);
    loaded = { schemas, values: registryValues(registry, schemas, (name) => readFileSync(path.join(FOLDER, name), "utf8")) };
  }
  return loaded;
}

export function readContentFile(file: string): unknown {
  const loaded = load();
  const name = path.relative(FOLDER, file).split(path.sep).join("/");
  const schema = loaded.schemas[name];
  if (!schema) throw new Error(`${file} is not in the content registry (src/content-registry/registry.ts)`);
  return readYamlFile(path.relative(ROOT, file).split(path.sep).join("/"), readFileSync(file, "utf8"), schema, loaded.values);
}

/** A composed page's fields (content/pages/<name>.md), as the build reads them: checked, `{{name}}`s filled. */
export function readComposedPage(file: string): ComposedPageFrontMatter {
  const schema = composedPageSchema(z);
  return parseFrontMatter(path.relative(ROOT, file).split(path.sep).join("/"), readFileSync(file, "utf8"), { schema, values: load().values }).data;
}
