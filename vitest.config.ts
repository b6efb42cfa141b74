import { readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig, type Plugin } from "vitest/config";
import { z } from "zod";
import { contentValues } from "./src/generator/content/fill-values.ts";
import { readYamlFile } from "./src/generator/content/yaml-file.ts";
import contentFiles from "./src/content-files.ts";

/**
 * Tests import the site's modules, which import YAML content files: read them as the build does
 * (checked against their schema, `{{name}}`s filled), with the same code.
 */
function yamlContent(): Plugin {
  const schemas = contentFiles.schemas(z);
  const values = contentValues(contentFiles.values);
  const folder = path.resolve(import.meta.dirname, contentFiles.folder);
  return {
    name: "yaml-content",
    enforce: "pre",
    load(id) {
      if (!/\.ya?ml$/.test(id)) return null;
      const name = path.relative(folder, id).split(path.sep).join("/");
      const schema = schemas[name];
      if (!schema) throw new Error(`${id} has no schema in src/content-files.ts`);
      const data = readYamlFile(path.relative(import.meta.dirname, id), readFileSync(id, "utf8"), schema, values);
      return `export default ${JSON.stringify(data)};`;
    },
  };
}

export default defineConfig({
  plugins: [yamlContent()],
  test: {
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    // Generous: on a machine busy with other work a browser test may take many times its usual
    // time. Tests wait on states and events, so a longer limit never hides a wrong answer.
    testTimeout: 90_000,
    hookTimeout: 180_000,
    reporters: ["default", "./tests/helpers/summary-reporter.ts"],
    // Most files wait on child processes and Chromium rather than compute: two at once on two
    // cores (vitest's default there is one) keeps `npm test` well under five minutes.
    maxWorkers: 2,
  },
});
