import { createContext, useContext } from "react";

/** What a page's render learns about the JavaScript it needs. */
export interface ClientRecord {
  /** Islands rendered, by registry name. */
  islands: Set<string>;
  /** Plain DOM behaviours of src/client/behaviours the page relies on (menu, reveal…). */
  behaviours: Set<string>;
  /** Islands rendered so far: each gets its own identifierPrefix. */
  count: number;
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
