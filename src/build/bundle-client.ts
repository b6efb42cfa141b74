import path from "node:path";
import * as esbuild from "esbuild";
import type { OutputMap } from "./output-map.ts";
import type { Project } from "./project.ts";

export interface ClientBundle {
  /** Site path of the hydration entry, e.g. "/assets/main-AB12CD34.js". */
  entry: string;
  files: OutputMap;
}

/**
 * Bundles the one hydration entry. Islands and the React runtime are split chunks that the
 * entry imports only when an island needs them, so the entry itself stays a small loader.
 */
export async function bundleClient(project: Project, mode: "production" | "development"): Promise<ClientBundle> {
  const outdir = path.join(project.root, "assets");
  const result = await esbuild.build({
    entryPoints: [project.clientEntry],
    bundle: true,
    splitting: true,
    write: false,
    format: "esm",
    platform: "browser",
    target: ["es2020", "chrome90", "firefox90", "safari15"],
    jsx: "automatic",
    minify: mode === "production",
    outdir,
    entryNames: "[name]-[hash]",
    chunkNames: "chunks/[name]-[hash]",
    metafile: true,
    define: { "process.env.NODE_ENV": JSON.stringify(mode) },
    legalComments: "none",
    logLevel: "silent",
  });
  const files: OutputMap = new Map();
  for (const file of result.outputFiles) {
    files.set(toSitePath(project.root, file.path).slice(1), { data: file.contents });
  }
  const entryOutput = Object.entries(result.metafile.outputs).find(([, meta]) => meta.entryPoint);
  if (!entryOutput) throw new Error("esbuild produced no hydration entry");
  return { entry: toSitePath(project.root, path.resolve(project.root, entryOutput[0])), files };
}

function toSitePath(root: string, file: string): string {
  return "/" + path.relative(root, file).split(path.sep).join("/");
}
