import { type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import type { HydrateRule } from "../shared/island.ts";

/** What the site records of the islands a page renders: the build ships their chunks to that page only. */
export interface IslandRecord {
  /** Islands rendered, by registry name. */
  islands: Set<string>;
  /** Islands rendered so far: each gets its own identifierPrefix. */
  count: number;
}

export interface IslandProps<P> {
  /** The component, as the site's island registry has it. */
  component: ComponentType<P>;
  hydrate: HydrateRule;
  /** Serialisable data only: it is written into the page as JSON, but for the props the component lists in its `propsInMarkup`. */
  props: P;
}

export interface IslandOptions {
  /** The registry's file from the site's root, named in the message for an unregistered island. */
  registryFile: string;
  /** The page's record, read where the island renders (a hook: the site's context); null outside a page. */
  useRecord: () => IslandRecord | null;
  /** Props as the site renders them (its typography, say), for the markup and the JSON alike. */
  prepareProps?: <P extends object>(props: P) => P;
}

/**
 * The site's `Island` component, made from its registry: it marks the JavaScript boundary that
 * client/watch-island.ts hydrates. The island is rendered as a root of its own, with an
 * identifierPrefix the client reuses, because an island rendered inside the page tree and
 * hydrated alone would get useId mismatches. A component the registry does not have is refused
 * by name, with the line that registers it.
 */
export function createIsland(registry: Readonly<Record<string, ComponentType<any>>>, options: IslandOptions) {
  // By component, not by function name: an island may be an anonymous `export default (props) => …`.
  const names = new Map<unknown, string>(Object.entries(registry).map(([name, component]) => [component, name]));
  return function Island<P extends object>({ component: Component, hydrate, props: rawProps }: IslandProps<P>) {
    const props = options.prepareProps ? options.prepareProps(rawProps) : rawProps;
    const name = names.get(Component);
    if (name === undefined) throw new Error(unregistered(Component, options.registryFile));
    const record = options.useRecord();
    const prefix = `i${record ? record.count++ : 0}-`;
    record?.islands.add(name);
    const html = renderToString(<Component {...props} />, { identifierPrefix: prefix });
    // What the component reads back from its own markup in the browser is not written a second time as JSON.
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
  };
}

/** How to register it: the import and the line to add to the registry. */
function unregistered(Component: { displayName?: string; name?: string }, registryFile: string): string {
  const shown = Component.displayName || Component.name || "anonymous";
  const name = /^[A-Z]\w*$/.test(shown) ? shown : "MyIsland";
  return (
    `Island "${shown}" is not registered in ${registryFile}: add \`import ${name} from "./${name}.tsx";\` there ` +
    `and the line \`${name},\` to the registry object it exports (an island is the default export of the file of the islands folder named after it)`
  );
}
