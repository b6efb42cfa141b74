import { createContext, useContext } from "react";
import type { IslandRecord } from "site-generator/island/server";

/** What a page's render learns about the JavaScript it needs: its islands (Island.tsx), and its behaviours. */
export interface ClientRecord extends IslandRecord {
  /** Plain DOM behaviours of src/client/behaviours the page relies on (menu, reveal…). */
  behaviours: Set<string>;
}

export function newClientRecord(): ClientRecord {
  return { islands: new Set(), behaviours: new Set(), count: 0 };
}

export const ClientRecordContext = createContext<ClientRecord | null>(null);

/**
 * Declares that the component rendering it needs a behaviour of the client entry: a page with
 * none and no island ships no script at all.
 */
export function useClientBehaviour(name: string): void {
  useContext(ClientRecordContext)?.behaviours.add(name);
}
