import type { Site } from "../bundle-server.ts";
import { BuildError } from "../build-error.ts";
import { findPlaceholders, listPlaceholders, type Placeholder } from "../find-placeholders.ts";
import { validateConfig } from "../validate-config.ts";

/** The site's config checked against its schema; the values still at their placeholder, refused with --strict. */
export async function checkConfig(site: Site, strict: boolean, cacheDir: string): Promise<Placeholder[]> {
  const { config } = site.definition;
  await validateConfig(config, site.version, cacheDir);
  const placeholders = findPlaceholders(
    Object.fromEntries(Object.entries(config.values).filter(([name]) => !config.derived?.includes(name))),
    config.placeholderMarks,
  );
  if (strict && placeholders.length > 0) {
    throw new BuildError(
      `--strict: ${placeholders.length} config values are still placeholders; set them in ${config.file}, or in the content file named. Their current values:\n` +
        listPlaceholders(placeholders),
    );
  }
  return placeholders;
}
