import { bundleClient, type ClientBundle } from "./bundle-client.ts";
import { bundleServer, type Site } from "./bundle-server.ts";
import { BuildError } from "./build-error.ts";
import { buildStyles, type Styles } from "./build-styles.ts";
import { listPublicFiles } from "./copy-public.ts";
import type { OutputMap } from "./output-map.ts";
import type { Project } from "./project.ts";

/** What a build bundles from the sources; reusable while only content/ changes. */
export interface Bundles {
  site: Site;
  client: ClientBundle;
  styles: Styles;
  publicFiles: OutputMap;
}

/** The three bundles and the public listing are independent: esbuild works in its own process. */
export async function bundleAll(project: Project, mode: "production" | "development", base: string): Promise<Bundles> {
  const [site, client, styles, publicFiles] = await Promise.all([
    bundleServer(project, mode),
    bundleClient(project, mode),
    buildStyles(project, mode, base),
    listPublicFiles(project.publicDir),
  ]).catch((error: unknown) => {
    throw new BuildError(describeBundleError(error));
  });
  return { site, client, styles, publicFiles };
}

function describeBundleError(error: unknown): string {
  const errors = (error as { errors?: { text: string; location?: { file: string; line: number; column: number } }[] })
    .errors;
  if (!errors?.length) return error instanceof Error ? error.message : String(error);
  return errors
    .map((e) => (e.location ? `${e.location.file}:${e.location.line}:${e.location.column + 1}: ${e.text}` : e.text))
    .join("\n");
}
