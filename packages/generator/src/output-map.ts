/**
 * Everything a build writes, keyed by its path inside the output folder ("blog/index.html").
 * Rendering fills it; write-files is the only code that touches the output folder.
 */
export type Output =
  | { data: string | Uint8Array }
  | {
      copyFrom: string;
      /** When known: spares a read to measure it. */
      size?: number;
      /**
       * A file of the build's cache, which is only ever replaced, never changed in place: `site
       * build` may link it into the output rather than copy it. Never a file of the project's own.
       */
      fromCache?: true;
    };
export type OutputMap = Map<string, Output>;
