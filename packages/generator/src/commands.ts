import path from "node:path";
import { buildAndReport, type BuildCommandOptions } from "./build-and-report.ts";
import type { BuildResult } from "./build-site.ts";
import { bundleServer } from "./bundle-server.ts";
import { colour, log } from "./log.ts";
import { projectAt } from "./project.ts";
import type { BuildReply } from "./watch-builder.ts";

export interface ServeCommandOptions extends BuildCommandOptions {
  port: number;
  host: string;
  watch: boolean;
}

/** `site build`: exits non-zero with one clear message when the build fails. */
export async function runBuild(root: string, options: BuildCommandOptions): Promise<void> {
  const outcome = await buildAndReport(root, options);
  if ("error" in outcome) process.exitCode = 1;
}

/** `site serve`: builds, serves, and with watch on rebuilds and reloads; a failing build never stops it. */
export async function runServe(root: string, options: ServeCommandOptions): Promise<void> {
  // Loaded here, not at the top: `site build` should not pay for the server and the watcher.
  const [{ ServeError, startServer }, { watchSite }, { createWatchBuilder }, { cmsApiNote, startCmsBackend }] = await Promise.all([
    import("./serve/start-server.ts"),
    import("./watch-site.ts"),
    import("./watch-builder.ts"),
    import("./serve/cms-backend.ts"),
  ]);
  // The editor at /admin/ saves through it into the working tree; started while the site builds.
  const cmsBackend = Promise.resolve().then(() => startCmsBackend(projectAt(root))).catch((error: unknown) => {
    log.warn(`The editor at /admin/ cannot save: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  });
  // Without watch, one build in this process; with it, every build in a worker (watch-builder.ts).
  const served = { ...options, forServe: true };
  const builder = options.watch ? createWatchBuilder(root, served) : undefined;
  const first = builder ? await builder.build([]) : await buildAndReport(root, served).then(toReply);
  if (!first.ok && !options.watch) {
    process.exitCode = 1;
    return;
  }
  const editor = await cmsBackend;
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer({
      dir: path.resolve(options.out),
      host: options.host,
      port: options.port,
      base: options.base,
      liveReload: options.watch,
      cmsBackend: editor,
    });
  } catch (error) {
    log.error(error instanceof ServeError ? error.message : String(error));
    process.exitCode = 1;
    await builder?.close();
    return;
  }
  if (!builder) {
    log.info(`${colour.bold("Serving")} ${server.url}`);
    if (editor) log.info(colour.dim(cmsApiNote(editor)));
    return;
  }
  if (!first.ok) server.showError(first.error);
  const project = projectAt(root);
  await watchSite(project, async (changed) => {
    log.info(colour.dim(`changed: ${changed.map((file) => path.relative(root, file)).join(", ")}`));
    const outcome = await builder.build(changed);
    if (!outcome.ok) {
      server.showError(outcome.error);
      return;
    }
    server.clearError();
    server.reload(changed.every((file) => isInside(file, project.contentDir)) ? "content" : "code");
  });
  // Said once the watcher is ready, so an edit made after this line is always seen.
  log.info(`${colour.bold("Serving")} ${server.url}${colour.dim("  (watching for changes)")}`);
  if (editor) log.info(colour.dim(cmsApiNote(editor)));
}

/** `site check`: validates the output; exits non-zero on any problem. */
export async function runCheck(root: string, options: { out: string; base: string }): Promise<void> {
  // html-validate and its schema compiler are slow to load, and only `site check` needs them
  // (docs/performance.md, "Loaded late, cached or done once").
  const { CONFIG_FILE_NAME, checkSite, formatProblems } = await import("./check/check-site.ts");
  const dir = path.resolve(options.out);
  let problems;
  try {
    // The origin and the budgets are the site's: its definition says them.
    const { definition } = await bundleServer(projectAt(root), "production");
    problems = await checkSite({
      dir,
      base: options.base,
      origin: definition.siteUrl,
      configFile: path.join(root, CONFIG_FILE_NAME),
      budgets: definition.check.budgets,
      searchFolder: definition.search?.folder,
      // The editor is Decap CMS's page, not the site's: its own markup, links and megabytes.
      skip: definition.cms ? [definition.cms.path.replace(/^\/+/, "")] : [],
    });
  } catch (error) {
    log.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
    return;
  }
  if (problems.length > 0) {
    process.stderr.write(formatProblems(problems, dir));
    process.exitCode = 1;
    return;
  }
  log.info(colour.green(`Checked ${path.relative(process.cwd(), dir) || "."}: no problem found.`));
}

function isInside(file: string, dir: string): boolean {
  const relative = path.relative(dir, file);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}

function toReply(outcome: { result: BuildResult } | { error: string }): BuildReply {
  return "error" in outcome ? { ok: false, error: outcome.error } : { ok: true };
}
