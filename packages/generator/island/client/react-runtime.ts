// React and react-dom, in a chunk of their own that the loader imports only when an island needs
// it. Keeping their CommonJS modules out of the loader also keeps esbuild's interop helpers out,
// so the loader is one file with no import of its own.
import { createElement, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";

export function hydrate(marker: HTMLElement, Component: ComponentType<object>, props: object): void {
  hydrateRoot(marker, createElement(Component, props), { identifierPrefix: marker.dataset.prefix ?? "" });
}
