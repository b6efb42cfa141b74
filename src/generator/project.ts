import path from "node:path";

/** Where a project's parts live. Everything is derived from the project root. */
export interface Project {
  root: string;
  /** Build caches, inside the project so that bare imports from bundled code resolve. */
  cacheDir: string;
  serverEntry: string;
  clientEntry: string;
  stylesEntry: string;
  publicDir: string;
  /** Folders whose changes trigger a rebuild in watch mode. */
  sourceDirs: string[];
}

export function projectAt(root: string): Project {
  const at = (...parts: string[]) => path.join(root, ...parts);
  return {
    root,
    cacheDir: at(".cache", "site"),
    serverEntry: at("src", "server-entry.ts"),
    clientEntry: at("src", "client", "main.ts"),
    stylesEntry: at("styles", "index.css"),
    publicDir: at("public"),
    sourceDirs: ["pages", "src", "styles", "content", "public"].map((dir) => at(dir)),
  };
}
