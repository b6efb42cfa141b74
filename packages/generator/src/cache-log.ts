import { AsyncLocalStorage } from "node:async_hooks";

/** What a build made because its cache (.cache/site) did not have it: how many of each kind. */
export type Remade = Map<string, number>;

// By the build's async context, not a module's variable: watch mode's builds and the tests'
// in-process builds share this module.
const current = new AsyncLocalStorage<Remade>();

/** Set by the launcher (bin/launch.js) when it compiled the CLI: the process's first build reports it. */
const CLI_COMPILED = Symbol.for("site-generator.cliCompiled");

/** Runs a build, counting what each cached step of it had to make (`site build --verbose` prints it). */
export function withCacheLog<T>(build: (remade: Remade) => Promise<T>): Promise<T> {
  const remade: Remade = new Map();
  const launcher = globalThis as Record<symbol, unknown>;
  if (launcher[CLI_COMPILED]) {
    delete launcher[CLI_COMPILED];
    remade.set("compiled CLI", 1);
  }
  return current.run(remade, () => build(remade));
}

/**
 * Called by a cached step that missed. Not from an esbuild plugin's callback, which esbuild runs
 * outside the build's async context: such steps count their own (the YAML files checked).
 */
export function noteRemade(kind: string, count = 1): void {
  const remade = current.getStore();
  if (remade && count > 0) remade.set(kind, (remade.get(kind) ?? 0) + count);
}

/** "server bundle, compressed file ×12", or "nothing". */
export function describeRemade(remade: ReadonlyMap<string, number>): string {
  const kinds = [...remade].filter(([, count]) => count > 0);
  return kinds.length === 0 ? "nothing" : kinds.map(([kind, count]) => (count === 1 ? kind : `${kind} ×${count}`)).join(", ");
}
