import { readdirSync } from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "../project-copy.ts";

/** The folders of product code: what a newcomer reads (tests are measured apart). */
export const PRODUCT_FOLDERS = ["packages", "src", "pages", "bin", "scripts", "styles"];

/** Files under `folders` (from the project root) whose names match `pattern`, as project paths. */
export function filesUnder(folders: readonly string[], pattern: RegExp): string[] {
  return folders.flatMap((folder) =>
    (readdirSync(path.join(PROJECT_ROOT, folder), { recursive: true }) as string[])
      .filter((file) => pattern.test(file) && !file.split(path.sep).includes("node_modules"))
      .map((file) => path.join(folder, file).split(path.sep).join("/")),
  );
}
