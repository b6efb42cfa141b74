/**
 * The editor at /admin/ (Decap CMS): its configuration, made by the build from the schemas
 * (admin/config.yml), the formats that write the content files as the build reads them, the menu
 * of another file's items (an article's category), the list of a page's sections with a button
 * that copies one, the check that refuses what the build would refuse, and the previews of articles, legal pages and composed pages. The checks, the menu and the previews read
 * the content files through Decap's backend, as they are when they run.
 */
import type CMS from "decap-cms-app";
import { parse } from "yaml";
import { CHOICE_WIDGET, DUPLICABLE_LIST_WIDGET } from "site-generator/cms";
import { FRONT_MATTER_FORMAT, YAML_FORMAT } from "site-generator/cms";
import { knowBuiltPages } from "./check-addresses.ts";
import { checkBeforeSave, markdownFiles, yamlFiles } from "./check-entry.ts";
import { ChoiceControl } from "./choice-widget.tsx";
import { duplicableList, type ListControlClass } from "./duplicable-list.tsx";
import { registerPreviews, type PreviewSettings } from "./preview.tsx";
import { keepBackend } from "./repository-files.ts";

// Decap's built copy (cms/decap-copy.ts) puts itself on window by this name.
const cms = (globalThis as unknown as { DecapCmsApp: typeof CMS }).DecapCmsApp;

interface Config {
  backend: { name: string };
  local_backend?: { url: string };
  [setting: string]: unknown;
}

/** Decap's name for the backend of a local_backend it reached (`site serve`'s decap-server). */
const LOCAL_BACKEND = "proxy";

async function start(): Promise<void> {
  const [response, preview] = await Promise.all([fetch("config.yml", { cache: "no-cache" }), fetch("preview.json", { cache: "no-cache" })]);
  const config = parse(await response.text()) as Config;
  // `site serve` proxies its local backend on its own origin; Decap wants the URL absolute.
  if (config.local_backend) config.local_backend = { url: new URL(config.local_backend.url, location.href).href };
  cms.registerCustomFormat(YAML_FORMAT, "yaml", yamlFiles);
  cms.registerCustomFormat(FRONT_MATTER_FORMAT, "md", markdownFiles);
  cms.registerWidget(CHOICE_WIDGET, ChoiceControl as never);
  registerDuplicableList();
  cms.registerEventListener({ name: "preSave", handler: checkBeforeSave as never });
  keepBackend(cms, [config.backend.name, LOCAL_BACKEND]);
  // Written by the build beside the pages (cms/admin-preview.ts): without it, Decap's own previews.
  if (preview.ok) {
    const settings = (await preview.json()) as PreviewSettings;
    registerPreviews(cms, settings);
    const { placedPages, codePages } = settings;
    knowBuiltPages(settings.pages ?? {}, placedPages && codePages ? { placedPages, codePages } : undefined);
  }
  cms.init({ config: { ...config, load_config_file: false } as never });
}

/**
 * The list of a page's sections: Decap's list, its preview and the checks of its settings in the
 * configuration (its widget schema, which Decap's register takes as a fourth argument).
 */
function registerDuplicableList(): void {
  const list = cms.getWidget("list") as unknown as { control: ListControlClass; preview: never; schema: object };
  const register = cms.registerWidget as unknown as (name: string, control: unknown, preview: unknown, schema: object) => void;
  register(DUPLICABLE_LIST_WIDGET, duplicableList(list.control), list.preview, list.schema);
}

void start();
