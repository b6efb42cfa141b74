import { access } from "node:fs/promises";

/** Whether a file or folder is there (and readable by this process). */
export function fileExists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}
