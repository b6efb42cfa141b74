import { existsSync } from "node:fs";
import { esmResolver, HtmlValidate, StaticConfigLoader, type ConfigData, type Plugin, type ResolvedConfig } from "html-validate";

/**
 * An html-validate instance using the project's configuration file, plus the given plugin.
 * The file is named rather than searched upwards from each page because the output folder
 * may live outside the project (`site build --out /tmp/site`).
 */
export function createValidator(configFile: string, plugin: Plugin): HtmlValidate {
  if (!existsSync(configFile)) throw new Error(`html-validate configuration not found: ${configFile}`);
  return new HtmlValidate(new ResolveOnceConfigLoader([esmResolver()], { root: true, extends: [configFile], plugins: [plugin] }));
}

// html-validate resolves the configuration again for every file, which costs more than validating
// a page; every page here shares one configuration, so it is resolved once
// (docs/performance.md, "Loaded late, cached or done once").
class ResolveOnceConfigLoader extends StaticConfigLoader {
  private resolved: ResolvedConfig | Promise<ResolvedConfig> | undefined;

  override getConfigFor(handle: string, configOverride?: ConfigData): ResolvedConfig | Promise<ResolvedConfig> {
    if (configOverride) return super.getConfigFor(handle, configOverride);
    this.resolved ??= super.getConfigFor(handle);
    return this.resolved;
  }

  override flushCache(): void {
    this.resolved = undefined;
  }
}
