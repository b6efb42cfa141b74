import { copyFileSync, cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CONFIGS, type Config } from "../../tests/fixtures/configs/configs.ts";
import { setSiteValues } from "./site-values.ts";

const FIXTURES = path.resolve(import.meta.dirname, "../../tests/fixtures/configs");

export const CONFIG_NAMES = Object.keys(CONFIGS);

/** Writes configuration `name` of tests/fixtures/configs/ into the project at `root` (a copy: never the project itself). */
export function applyConfig(root: string, name: string): void {
  for (const { config, folder: fixture } of chain(name)) {
    if (config.site) {
      const file = path.join(root, "src/site.ts");
      writeFileSync(file, setSiteValues(readFileSync(file, "utf8"), config.site));
    }
    for (const folder of config.folders ?? []) {
      rmSync(path.join(root, folder), { recursive: true, force: true });
      cpSync(path.join(FIXTURES, fixture, folder), path.join(root, folder), { recursive: true });
    }
    for (const file of config.files ?? []) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      copyFileSync(path.join(FIXTURES, fixture, file), path.join(root, file));
    }
  }
}

/** The configuration and those it extends, the furthest first. */
function chain(name: string): { config: Config; folder: string }[] {
  const config = (CONFIGS as Record<string, Config>)[name];
  if (!config) throw new Error(`"${name}" is not a configuration of tests/fixtures/configs/configs.ts: ${CONFIG_NAMES.join(", ")}`);
  return [...(config.extends ? chain(config.extends) : []), { config, folder: name }];
}
