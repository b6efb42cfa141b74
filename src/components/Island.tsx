import { useContext, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { ISLANDS } from "../islands/registry.ts";
import { frenchProps } from "../render/french-typography.ts";
import { ClientRecordContext } from "./ClientRecord.tsx";
import type { HydrateRule } from "site-generator/island";

// By component, not by function name: an island may be an anonymous `export default (props) => …`.
const NAMES = new Map<unknown, string>(Object.entries(ISLANDS).map(([name, component]) => [component, name]));

export interface IslandProps<P> {
  /** Server copy of the component, as src/islands/registry.ts has it. */
  component: ComponentType<P>;
  hydrate: HydrateRule;
  /** Serialisable data only: it is written into the page as JSON, but for the props the component lists in its `propsInMarkup`. */
  props: P;
}

/**
 * Marks the JavaScript boundary. The island is rendered as a root of its own, with an
 * identifierPrefix the client reuses, because an island rendered inside the page tree and
 * hydrated alone would get useId mismatches.
 */
export function Island<P extends object>({ component: Component, hydrate, props: rawProps }: IslandProps<P>) {
  const props = frenchProps(rawProps);
  const name = NAMES.get(Component);
  if (name === undefined) throw new Error(unregistered(Component));
  const record = useContext(ClientRecordContext);
  const prefix = `i${record ? record.count++ : 0}-`;
  record?.islands.add(name);
  const html = renderToString(<Component {...props} />, { identifierPrefix: prefix });
  // What the component reads back from its own markup in the browser (Accordion's items) is not
  // written a second time as JSON.
  const inMarkup = new Set<string>((Component as { propsInMarkup?: readonly string[] }).propsInMarkup ?? []);
  const serialised = Object.fromEntries(Object.entries(props).filter(([key]) => !inMarkup.has(key)));
  return (
    <div
      data-island={name}
      data-hydrate={hydrate}
      data-prefix={prefix}
      data-props={JSON.stringify(serialised)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** How to register it: the import and the line to add to the registry. */
function unregistered(Component: { displayName?: string; name?: string }): string {
  const shown = Component.displayName || Component.name || "anonymous";
  const name = /^[A-Z]\w*$/.test(shown) ? shown : "MyIsland";
  return (
    `Island "${shown}" is not registered in src/islands/registry.ts: add \`import ${name} from "./${name}.tsx";\` there ` +
    `and the line \`${name},\` to ISLANDS (an island is the default export of the file of src/islands/ named after it)`
  );
}
