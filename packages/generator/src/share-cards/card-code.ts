import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Written in by the launcher (bin/launch.js) as it compiles the CLI: the same fingerprint, of the same files. */
declare const __CARD_CODE__: string | undefined;

/**
 * The fingerprint of the code that draws the cards (this folder's TypeScript sources), part of
 * every card's cache key: a change to the drawing draws every card again, with no version number
 * to remember to raise. The compiled CLI has it written in; run from the sources (tests,
 * scripts), it is read from them.
 */
export function cardCode(): string {
  if (typeof __CARD_CODE__ === "string") return __CARD_CODE__;
  const here = fileURLToPath(new URL(".", import.meta.url));
  const files = readdirSync(here).filter((name) => name.endsWith(".ts")).sort();
  return createHash("sha256").update(files.map((name) => readFileSync(path.join(here, name), "utf8")).join("\0")).digest("hex").slice(0, 16);
}
