import path from "node:path";
import type { Project } from "./project.ts";

/** For island files the registry does not name: how to register each. */
export function unregisteredIslands(project: Project, files: readonly string[]): string {
  const registry = fromRoot(project, project.islandRegistry);
  return files
    .map((file) => {
      const name = path.basename(file).replace(/\.[jt]sx$/, "");
      const from = `./${path.relative(path.dirname(project.islandRegistry), path.resolve(project.root, file)).split(path.sep).join("/")}`;
      return (
        `${file} is in the islands folder but not registered: add \`import ${name} from "${from}";\` to ${registry}, ` +
        `and the line \`${name},\` to the registry object it exports (or move the file out of the islands folder)`
      );
    })
    .join("\n");
}

/** For a name the registry has but the islands folder has no file for. */
export function missingIsland(project: Project, name: string): string {
  const dir = fromRoot(project, project.islandsDir);
  return `${fromRoot(project, project.islandRegistry)} names the island "${name}", but ${dir}/ has no ${name}.tsx: an island is the default export of the file named after it`;
}

/** A file's path from the project root, with "/" separators. */
export function fromRoot(project: Project, file: string): string {
  return path.relative(project.root, file).split(path.sep).join("/");
}
