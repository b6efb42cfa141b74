/**
 * Everything a build writes, keyed by its path inside the output folder ("blog/index.html").
 * Rendering fills it; write-files is the only code that touches the output folder.
 */
export type Output = { data: string | Uint8Array } | { copyFrom: string; /** When known: spares a read to measure it. */ size?: number };
export type OutputMap = Map<string, Output>;
