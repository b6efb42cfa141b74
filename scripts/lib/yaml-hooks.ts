// Module hooks (registered by register-yaml.ts): a YAML content file loads as its checked data.
import { fileURLToPath } from "node:url";
import { readContentFile } from "./read-content-file.ts";

interface Loaded {
  format?: string | null;
  source?: string | ArrayBuffer | Uint8Array;
  shortCircuit?: boolean;
}

export function load(url: string, context: object, nextLoad: (url: string, context: object) => Loaded | Promise<Loaded>): Loaded | Promise<Loaded> {
  if (!/\.ya?ml$/.test(url)) return nextLoad(url, context);
  return { format: "module", source: `export default ${JSON.stringify(readContentFile(fileURLToPath(url)))};`, shortCircuit: true };
}
