import { useContext } from "react";
import { createIsland } from "site-generator/island/server";
import { ISLANDS } from "../islands/registry.ts";
import { frenchProps } from "../shared/french-typography.ts";
import { ClientRecordContext } from "./ClientRecord.tsx";

/**
 * Marks the JavaScript boundary: the generator's island marker, made from this site's registry.
 * Its props are set in French typography (non-breaking spaces) like the rest of the page, and the
 * page's record learns which islands it needs.
 */
export const Island = createIsland(ISLANDS, {
  registryFile: "src/islands/registry.ts",
  useRecord: () => useContext(ClientRecordContext),
  prepareProps: frenchProps,
});
