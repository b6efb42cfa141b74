import { decodeHTMLAttribute } from "entities";
import { sliceLocation, walk, type Attribute, type DOMReadyEvent, type HtmlElement, type Plugin } from "html-validate";
import { parseSrcset } from "./parse-srcset.ts";

/** A URL written in a page, where it was written. */
interface LinkRef {
  url: string;
  line: number;
  column: number;
}

/** What the link check needs to know about one page. */
export interface PageFacts {
  links: LinkRef[];
  /** Every fragment this page can be linked to: element ids and a[name]. */
  targets: Set<string>;
  /** Its link previews' image (`og:image`), with the size its `og:image:width` and `height` announce. */
  shareImage?: LinkRef & { width?: string; height?: string };
}

const URL_ATTRIBUTES = new Map<string, string[]>([
  ["a", ["href"]],
  ["area", ["href"]],
  ["link", ["href", "imagesrcset"]],
  // data-loader: the loader the inline start imports (src/components/LoaderStart.tsx).
  ["script", ["src", "data-loader"]],
  ["img", ["src", "srcset"]],
  ["source", ["src", "srcset"]],
  ["video", ["src", "poster"]],
  ["audio", ["src"]],
  ["track", ["src"]],
  ["iframe", ["src"]],
  ["embed", ["src"]],
  ["input", ["src"]],
  ["form", ["action"]],
]);

const SRCSET_ATTRIBUTES = new Set(["srcset", "imagesrcset"]);

/**
 * An html-validate plugin that records each page's links and ids while the page is validated,
 * so the output is parsed once and links can be resolved once every page is known.
 */
export function createLinkCollector(pages: Map<string, PageFacts>): Plugin {
  return {
    name: "site-links",
    setup(source, events) {
      events.on("dom:ready", (_name: string, event: DOMReadyEvent) => {
        pages.set(source.filename, readPage(event));
      });
    },
  };
}

function readPage(event: DOMReadyEvent): PageFacts {
  const page: PageFacts = { links: [], targets: new Set() };
  // html-validate leaves character references (`&amp;`) in attribute values: ids and URLs are
  // decoded as a browser decodes an attribute's.
  walk.depthFirst(event.document, (element) => {
    const id = textOf(element.getAttribute("id"));
    if (id) page.targets.add(decodeHTMLAttribute(id));
    const name = element.tagName === "a" ? textOf(element.getAttribute("name")) : null;
    if (name) page.targets.add(decodeHTMLAttribute(name));
    for (const key of URL_ATTRIBUTES.get(element.tagName) ?? []) {
      page.links.push(...readUrls(element, key));
    }
    if (element.tagName === "meta") readShareImage(element, page);
  });
  return page;
}

function readShareImage(element: HtmlElement, page: PageFacts): void {
  const property = textOf(element.getAttribute("property"));
  const content = textOf(element.getAttribute("content"));
  if (content === null) return;
  if (property === "og:image") page.shareImage = { ...page.shareImage, ...readUrls(element, "content")[0]! };
  else if (property === "og:image:width" || property === "og:image:height") {
    page.shareImage = { url: "", line: 0, column: 0, ...page.shareImage, [property.slice("og:image:".length)]: content };
  }
}

function readUrls(element: HtmlElement, key: string): LinkRef[] {
  const attribute = element.getAttribute(key);
  const value = textOf(attribute);
  if (!value || !attribute?.valueLocation) return [];
  const location = attribute.valueLocation;
  // Offsets are taken in the raw value, so each srcset candidate points at its own column.
  const candidates = SRCSET_ATTRIBUTES.has(key) ? parseSrcset(value) : [{ url: value, offset: 0 }];
  return candidates.map(({ url, offset }) => {
    const { line, column } = sliceLocation(location, offset);
    return { url: decodeHTMLAttribute(url), line, column };
  });
}

function textOf(attribute: Attribute | null): string | null {
  return typeof attribute?.value === "string" ? attribute.value : null;
}
