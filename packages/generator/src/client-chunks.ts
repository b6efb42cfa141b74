import path from "node:path";
import type * as esbuild from "esbuild";
import type { Project } from "./project.ts";
import { fromRoot } from "./island-messages.ts";

/** Each entry point's output file, by the entry's absolute path. */
export function outputsByEntry(metafile: esbuild.Metafile): Map<string, string> {
  const outputOf = new Map<string, string>();
  for (const [output, meta] of Object.entries(metafile.outputs)) {
    if (meta.entryPoint) outputOf.set(path.resolve(meta.entryPoint), output);
  }
  return outputOf;
}

/** The loader's dynamic imports may only name chunks of the first build, which it imports by URL. */
export function lazyChunksOnly(project: Project, outputOf: Map<string, string>): esbuild.Plugin {
  return {
    name: "island-chunks",
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind !== "dynamic-import") return undefined;
        const built = outputOf.get(path.resolve(args.resolveDir, args.path));
        if (!built) {
          return { errors: [{ text: `${args.path} is imported lazily but is not an island, the React runtime or in ${fromRoot(project, project.lazyDir)}` }] };
        }
        return { path: `./${path.relative(path.join(project.root, "assets"), built)}`, external: true };
      });
    },
  };
}

/** The output of a build's one entry point. */
export function entryOutput(metafile: esbuild.Metafile): string {
  return Object.entries(metafile.outputs).find(([, meta]) => meta.entryPoint)![0];
}

/** An output and every chunk it imports, statically, transitively. */
export function closure(metafile: esbuild.Metafile, output: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) if (imported.kind === "import-statement") visit(imported.path);
  };
  visit(output);
  return [...seen];
}

export function toSitePath(root: string, file: string): string {
  return "/" + path.relative(root, file).split(path.sep).join("/");
}
