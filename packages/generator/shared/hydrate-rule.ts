/** When an island's JavaScript starts: at load, when the browser is idle, or when it scrolls into view. */
export type HydrateRule = "load" | "idle" | "visible";
