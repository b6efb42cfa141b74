import { useContext, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { ISLANDS } from "../islands/registry.ts";
import { frenchProps } from "../render/french-typography.ts";
import { ClientRecordContext } from "./ClientRecord.tsx";
import type { HydrateRule } from "../shared/hydrate-rule.ts";

export type { HydrateRule };


export interface IslandProps<P> {
  /** Server copy of the component; its name is its key in src/islands/registry.ts. */
  component: ComponentType<P>;
  hydrate: HydrateRule;
  /** Serialisable data only: it is written into the page as JSON. */
  props: P;
}

/**
 * Marks the JavaScript boundary. The island is rendered as a root of its own, with an
 * identifierPrefix the client reuses, because an island rendered inside the page tree and
 * hydrated alone would get useId mismatches.
 */
export function Island<P extends object>({ component: Component, hydrate, props: rawProps }: IslandProps<P>) {
  const props = frenchProps(rawProps);
  // The server bundle keeps function names (esbuild keepNames), so the name is the key.
  const name = Component.displayName ?? Component.name;
  if (!(name in ISLANDS)) {
    throw new Error(`Island "${name}" is not registered in src/islands/registry.ts`);
  }
  const record = useContext(ClientRecordContext);
  const prefix = `i${record ? record.count++ : 0}-`;
  record?.islands.add(name);
  const html = renderToString(<Component {...props} />, { identifierPrefix: prefix });
  return (
    <div
      data-island={name}
      data-hydrate={hydrate}
      data-prefix={prefix}
      data-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
