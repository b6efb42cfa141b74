import { defineConfig, type Plugin } from "vitest/config";
import { readContentFile } from "./scripts/lib/read-content-file.ts";
import LongestFirst from "./tests/helpers/longest-first.ts";

/**
 * Tests import the site's modules, which import YAML content files: read them as the build does
 * (checked against their schema, `{{name}}`s filled).
 */
function yamlContent(): Plugin {
  return {
    name: "yaml-content",
    enforce: "pre",
    load: (id) => (/\.ya?ml$/.test(id) ? `export default ${JSON.stringify(readContentFile(id))};` : null),
  };
}

const UNIT = ["tests/**/*.test.ts", "tests/**/*.test.tsx", "packages/*/tests/**/*.test.ts"];
/** Unit files that mock a module (vi.mock) or spy on a global object's method. */
const ISOLATED = ["packages/generator/tests/swap-output.test.ts", "packages/generator/tests/serve-beacon.test.ts", "packages/generator/tests/serve-request-log.test.ts"];

export default defineConfig({
  plugins: [yamlContent()],
  test: {
    // Generous: on a machine busy with other work a browser test may take many times its usual
    // time. Tests wait on states and events, so a longer limit never hides a wrong answer.
    testTimeout: 90_000,
    hookTimeout: 180_000,
    reporters: ["default", "./tests/helpers/summary-reporter.ts"],
    // Ends the browsers and removes the builds that test processes share for the whole run.
    globalSetup: ["./tests/helpers/left-for-teardown.ts"],
    // The longest files first, the browser files together (tests/helpers/longest-first.ts).
    sequence: { sequencer: LongestFirst },
    // Two files at once on two cores (vitest's default there is one): a browser file's engines and
    // a unit file's builds keep both busy.
    maxWorkers: 2,
    // Environment variables a file stubs are put back after it: files share a process below.
    unstubEnvs: true,
    projects: [
      // The unit files share their processes' module cache (no isolation), which spares each file
      // the import of the site and the generator (a quarter of these files' time); none keeps
      // state in a module that another reads. The few that replace a module or a method of Node's
      // own run isolated.
      { extends: true, test: { name: "unit", include: UNIT, exclude: ["tests/browser/**", ...ISOLATED], isolate: false } },
      { extends: true, test: { name: "unit-isolated", include: ISOLATED } },
      // One process runs many browser files in turn, so that they share its browsers
      // (tests/helpers/engine/engines.ts): a file's own state is its module's, made anew per file.
      { extends: true, test: { name: "browser", include: ["tests/browser/**/*.test.ts"], isolate: false } },
    ],
  },
});
