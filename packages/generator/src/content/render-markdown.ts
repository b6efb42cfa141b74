import { Marked, Parser, type Token, type Tokens } from "marked";
import { gfmHeadingId, resetHeadings } from "marked-gfm-heading-id";
import { withBase } from "../../shared/url.ts";
import { escapeHtml } from "../escape-html.ts";
import type { MarkdownHeading, MarkdownPart, ResponsiveImage } from "../site-definition.ts";
import { ContentError } from "./content-error.ts";
import { definitionList } from "./markdown-definition-list.ts";
import { explicitIdRenderer, takeExplicitId, type HeadingWithId } from "./markdown-heading-ids.ts";
import { siteLinks, type ContentLink } from "./markdown-links.ts";
import { attachCaptions, tableRenderer } from "./markdown-tables.ts";

export interface RenderedMarkdown {
  html: string;
  parts: MarkdownPart[];
  /** Its links to the site, with their lines: checked once every page is known. */
  links: ContentLink[];
}

/** Where the Markdown comes from, for messages, and what its collection requires. */
export interface MarkdownPlace {
  file: string;
  /** The line of the file the Markdown starts on. */
  line: number;
  explicitHeadingIds?: boolean;
  /** The field that holds it ("sections[2].body"), for messages; none for an entry's body. */
  field?: string;
}

interface RendererOptions {
  /** Deployment base path, "/" or "/sub/path/". */
  base: string;
  /** The collection's site path, "/blog/". */
  sitePath: string;
  /** The site's public origin: links to it become site paths. */
  siteUrl?: string;
  /** How images of the Markdown are described; without it, each is a plain `<img>`. */
  images?: MarkdownImages;
}

/** How the renderer learns about an image of the Markdown: undefined leaves a plain `<img>`. */
interface MarkdownImages {
  /** The image at a path relative to the collection's folder ("images/x.jpg"). */
  describe(relative: string): Promise<ResponsiveImage | undefined>;
  /** The `sizes` of a photo's `<picture>`: how wide the page shows it. */
  sizes: string;
}

type ImageToken = Tokens.Image & { responsive?: ResponsiveImage };

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Markdown to HTML for a collection's entries: headings get ids for deep links (their own,
 * `## Titre {#id}`, or GitHub's) and start at h2 (the page has its h1); site paths
 * ("/prospection-b2b/") and links to the site's own address honour the base path; relative links
 * and images ("images/x.svg") point into the collection's site path ("/blog/"), where the build
 * copies its images; a photo becomes a `<picture>` of its renditions, every image gets its size.
 * Definition lists and table captions are written as in Pandoc.
 * The HTML comes whole, and cut at each top-level h2 and h3 for pages that lay sections out.
 */
export function createMarkdownRenderer({ base, sitePath, siteUrl, images }: RendererOptions): (markdown: string, place: MarkdownPlace) => Promise<RenderedMarkdown> {
  const marked = new Marked(gfmHeadingId(), {
    gfm: true,
    extensions: [definitionList],
    renderer: {
      ...explicitIdRenderer,
      ...tableRenderer,
      image(token) {
        return renderImage(token as ImageToken, base, images?.sizes);
      },
    },
  });
  // Images of the folder are described (measured, photos made responsive) before the HTML is made.
  let described: Promise<void>[] = [];
  const walk = (token: Token) => {
    if (token.type === "heading") {
      if (token.depth === 1) token.depth = 2;
      takeExplicitId(token as HeadingWithId);
    }
    if (token.type === "image" && images && isRelative(token.href)) {
      const image = token as ImageToken;
      described.push(images.describe(image.href).then((responsive) => void (image.responsive = responsive)));
    }
    if (token.type === "link" || token.type === "image") token.href = siteHref(token.href, base, sitePath, siteUrl);
  };

  return async (markdown, place) => {
    const all = marked.lexer(markdown);
    const lines = lineOfEach(all, place.line);
    // As written, before the base path goes into them.
    const links = siteLinks(all, lines, (tokens, visit) => marked.walkTokens(tokens, visit), { sitePath, siteUrl, field: place.field });
    described = [];
    marked.walkTokens(all, walk);
    await Promise.all(described);
    // What marked-gfm-heading-id's hook does at each `parse`: ids are unique per document (the
    // parser below makes them).
    resetHeadings();
    return { ...cutAtHeadings(marked, all, lines, place), links };
  };
}

// Below the fold: lazy, so React's renderer adds no preload for it either.
function renderImage({ href, title, text, responsive }: ImageToken, base: string, sizes: string | undefined): string {
  const titled = title ? ` title="${escapeHtml(title)}"` : "";
  const sized = responsive ? ` width="${responsive.width}" height="${responsive.height}"` : "";
  if (!responsive || responsive.sources.length === 0) {
    return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${titled}${sized} loading="lazy" decoding="async">`;
  }
  const srcset = (candidates: { path: string; width: number }[]) =>
    candidates.map((candidate) => `${escapeHtml(withBase(base, candidate.path))} ${candidate.width}w`).join(", ");
  const sources = responsive.sources.map((source) => `<source type="${source.type}" srcset="${srcset(source.srcset)}" sizes="${escapeHtml(sizes!)}">`);
  const img = `<img src="${escapeHtml(withBase(base, responsive.src))}" alt="${escapeHtml(text)}"${titled}${sized} loading="lazy" decoding="async">`;
  return `<picture>${sources.join("")}${img}</picture>`;
}

/**
 * The whole HTML, and the parts cut at each top-level h2 and h3; each heading is described with the
 * line of the file it is on, for messages, and two headings with one id are refused.
 */
function cutAtHeadings(marked: Marked, all: Token[], lines: ReadonlyMap<Token, number>, place: MarkdownPlace): Omit<RenderedMarkdown, "links"> {
  const seen = new Map<string, number>();
  const parts: MarkdownPart[] = [];
  let part: MarkdownPart = { html: "" };
  let pending: Token[] = [];
  let html = "";
  const flush = () => {
    const rendered = pending.length > 0 ? marked.parser(pending) : "";
    part.html += rendered;
    html += rendered;
    pending = [];
  };
  for (const token of attachCaptions(all)) {
    if (token.type !== "heading" || token.depth > 3) {
      pending.push(token);
      continue;
    }
    flush();
    if (part.heading || part.html.trim()) parts.push(part);
    const rendered = marked.parser([token]);
    html += rendered;
    const heading = describeHeading(token as HeadingWithId, rendered, lines.get(token)!, place);
    const earlier = seen.get(heading.id);
    if (earlier !== undefined) {
      throw new ContentError(`${place.file}:${heading.line}: l'identifiant « ${heading.id} » est déjà celui de l'intertitre de la ligne ${earlier} : donnez à celui-ci un autre {#identifiant}`);
    }
    seen.set(heading.id, heading.line);
    part = { heading, html: "" };
  }
  flush();
  if (part.heading || part.html.trim()) parts.push(part);
  return { html, parts };
}

/** The line of the file each top-level token starts on, counted from the Markdown's first line. */
function lineOfEach(tokens: Token[], firstLine: number): Map<Token, number> {
  const lines = new Map<Token, number>();
  let line = firstLine;
  for (const token of tokens) {
    lines.set(token, line);
    line += token.raw.split("\n").length - 1;
  }
  return lines;
}

function describeHeading(token: HeadingWithId, rendered: string, line: number, place: MarkdownPlace): MarkdownHeading {
  const parser = new Parser();
  const text = parser.parseInline(token.tokens, parser.textRenderer).trim();
  const hashes = "#".repeat(token.depth);
  if (token.explicitId !== undefined && !ID.test(token.explicitId)) {
    throw new ContentError(`${place.file}:${line}: l'identifiant « ${token.explicitId} » de l'intertitre doit être en lettres minuscules, chiffres et tirets, par exemple {#${slugLike(text)}}`);
  }
  if (token.explicitId === undefined && place.explicitHeadingIds) {
    throw new ContentError(
      `${place.file}:${line}: l'intertitre « ${text} » n'a pas d'identifiant : écrivez « ${hashes} ${text} {#${slugLike(text)}} ». ` +
        "Les liens vers cette page visent l'identifiant, qui reste le même quand le titre change.",
    );
  }
  const match = /^<h\d id="([^"]*)">([\s\S]*)<\/h\d>\n?$/.exec(rendered);
  return { depth: token.depth, id: match?.[1] ?? "", html: match?.[2] ?? "", text, line };
}

/** A suggestion for an id or a file name: the title in lowercase ASCII words joined by hyphens. */
export function slugLike(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

const isRelative = (href: string) => !href.startsWith("/") && !/^[a-z][a-z0-9+.-]*:|^#/i.test(href);

function siteHref(href: string, base: string, sitePath: string, siteUrl: string | undefined): string {
  if (siteUrl && (href === siteUrl || href.startsWith(`${siteUrl}/`))) return withBase(base, href.slice(siteUrl.length) || "/");
  if (href.startsWith("/")) return withBase(base, href);
  if (!isRelative(href)) return href;
  return withBase(base, `${sitePath}${href.replace(/^\.\//, "")}`);
}
