import { createHash } from "node:crypto";
import path from "node:path";
import { stringify } from "yaml";
import type { Output } from "../output-map.ts";
import type { SiteDefinition } from "../site-definition.ts";
import type { HostFolder } from "../host/host-headers.ts";
import type { Project } from "../project.ts";
import { adminPolicy } from "./admin-policy.ts";
import { adminFolder } from "./admin-preview.ts";
import { bundleAdmin, type AdminBundle } from "./admin-bundles.ts";
import { findDecapCopy } from "./decap-copy.ts";
import { siteCmsConfig } from "./site-cms-config.ts";
import { yamlContent } from "../content/yaml-content.ts";
import { readStamped, writeStamped } from "../stamped-cache.ts";
import { noteRemade } from "../cache-log.ts";

interface AdminOptions {
  /** The folder of the editor in the output, "admin/" (from the site's `cms.path`, under no base). */
  folder: string;
  version: string;
  cacheDir: string;
  project: Project;
  /** `site serve`'s proxy of its local backend (serve/cms-backend.ts). */
  localBackend?: string;
}

/**
 * The editor's files: its page (never indexed), its configuration, made from the schemas, its
 * two bundles and Decap's built copy (decap-copy.ts). The configuration is kept while the site's
 * code is the same (`version`): making it loads zod, which a build with nothing changed does without.
 */
async function adminFiles(site: SiteDefinition, bundles: readonly AdminBundle[], options: AdminOptions): Promise<[string, Output][]> {
  const config = await cachedConfig(site, options);
  const [vendor, main] = bundles;
  const decap = findDecapCopy(options.project.root);
  // In this order, which the browser keeps for deferred and module scripts alike: the React
  // Decap's copy reads from window, Decap, then the site's code, which registers on it.
  const scripts = [
    `<script type="module" src="${vendor!.file}"></script>`,
    `<script defer src="${decap.folder}${decap.script}"></script>`,
    `<script type="module" src="${main!.file}"></script>`,
  ].join("");
  // `data-live-reload`: `site serve` does not reload this page when only content changed, which
  // would lose the entry being edited (serve/reload-client.ts). Inert on any other host.
  const page = `<!doctype html>
<html lang="fr" data-live-reload="code">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Édition du site</title>
${scripts}
</head>
<body></body>
</html>
`;
  return [
    [`${options.folder}index.html`, { data: page }],
    [`${options.folder}config.yml`, { data: config }],
    ...bundles.map((bundle): [string, Output] => [`${options.folder}${bundle.file}`, { copyFrom: bundle.cached }]),
    ...decap.files.map(({ name, source }): [string, Output] => [`${options.folder}${decap.folder}${name}`, { copyFrom: source }]),
  ];
}

async function cachedConfig(site: SiteDefinition, options: AdminOptions): Promise<string> {
  const key = createHash("sha256").update(JSON.stringify([options.version, options.localBackend ?? null])).digest("hex");
  const file = path.join(options.cacheDir, "admin-config.json");
  const cached = await readStamped<{ key: string; text: string }>(file, options.project.root);
  if (cached?.key === key) return cached.text;
  noteRemade("editor config");
  const startedAt = Date.now();
  const content = yamlContent(options.project);
  const [contentFiles, { z }] = await Promise.all([content.definition(), import("zod")]);
  const config = siteCmsConfig(site, contentFiles, z, options.localBackend);
  const text = `# Written by \`site build\` from the content's schemas: rebuild rather than edit.\n${stringify(config, { lineWidth: 0 })}`;
  await writeStamped(file, options.project.root, await content.inputs(), { key, text }, startedAt);
  return text;
}

/**
 * The editor's files for a build, or none when the site has no CMS. Started with the bundles: the
 * editor's own bundling runs beside the site's, and its files are added once they are there.
 */
export function startAdmin(
  project: Project,
  site: Promise<{ definition: SiteDefinition; version: string }>,
  localBackend: string | undefined,
): Promise<[string, Output][]> {
  const started = site.then(async ({ definition, version }) => {
    if (!definition.cms) return [];
    return adminFiles(definition, await bundleAdmin(project), { folder: adminFolder(definition.cms), version, cacheDir: project.cacheDir, project, localBackend });
  });
  // Awaited once the pages are written; until then a failure must not count as unhandled.
  started.catch(() => undefined);
  return started;
}

/** The editor's folder and its policy, for the host files. */
export function adminFolders(site: SiteDefinition): HostFolder[] {
  return site.cms ? [{ path: site.cms.path, headers: { "Content-Security-Policy": adminPolicy(site.cms.backend) } }] : [];
}
