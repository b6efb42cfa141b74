import { createHash } from "node:crypto";
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { BuildError } from "../build-error.ts";
import type { OutputMap } from "../output-map.ts";
import type { ShareCard, ShareCardsDefinition, SiteRoute } from "../site-definition.ts";
import { writeAtomically } from "../write-atomically.ts";
import { cardCode } from "./card-code.ts";
import { CARD, layoutCard, type CardColours } from "./card-design.ts";
import { readCardFont } from "./card-fonts.ts";
import { CANVASES, createCardPainter, type LaidOutCard } from "./draw-card.ts";
import { loadTypeface } from "./typeface.ts";

export interface ShareCardsStep {
  /** The card of a route, by its path: its site path and size (known before any card is drawn). */
  cardOf(routePath: string): { path: string; width: number; height: number } | undefined;
  /** The cards, as files to copy from the cache, once drawn; and how many were drawn this time. */
  done: Promise<{ outputs: OutputMap; pages: number; cards: number; drawn: number }>;
}

interface Inputs {
  root: string;
  cacheDir: string;
  /** The site's CSS before its tokens are written in: the colours are read from it. */
  css: string;
  /** The bytes of a file the build publishes, by site path ("/blog/images/x.svg"). */
  readPublished(sitePath: string): Promise<Buffer | undefined>;
}

const sha = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

/**
 * A JPEG per page that has a card, named and cached by everything it is drawn from: the drawing
 * code (card-code.ts), the design's inputs (colours, fonts' bytes, mark, name, footer), the card's
 * text and its image's bytes. A warm build stats one cache file per card and draws none; an edited
 * title draws one.
 * Cards with the same inputs (the blog's listing pages) are one file.
 */
export async function startShareCards(definition: ShareCardsDefinition<SiteRoute> | undefined, routes: readonly SiteRoute[], inputs: Inputs): Promise<ShareCardsStep> {
  if (!definition) return { cardOf: () => undefined, done: Promise.resolve({ outputs: new Map(), pages: 0, cards: 0, drawn: 0 }) };
  const { design } = definition;
  const colours = readColours(inputs.css, design.colours);
  const fonts = await Promise.all([readCardFont(inputs.root, design.fonts.title), readCardFont(inputs.root, design.fonts.text)]).catch((error: Error) => {
    throw new BuildError(`share cards: ${error.message}`);
  });
  const designKey = sha(JSON.stringify([cardCode(), design.name, design.mark, design.footer, colours, fonts.map(({ font, hash }) => [font, hash])]));
  const images = new Map<string, Promise<{ bytes: Buffer; hash: string }>>();
  const imageOf = (routePath: string, sitePath: string) => {
    if (!images.has(sitePath)) {
      images.set(sitePath, inputs.readPublished(sitePath).then((bytes) => {
        if (!bytes) throw new BuildError(`share card of ${routePath}: its image ${sitePath} is not a file the build publishes`);
        return { bytes, hash: sha(bytes) };
      }));
    }
    return images.get(sitePath)!;
  };
  const dir = path.join(inputs.cacheDir, "cards");
  const byKey = new Map<string, { file: string; cached: string; card: ShareCard; route: string }>();
  const byRoute = new Map<string, string>();
  for (const route of routes) {
    const card = definition.of(route);
    if (!card) continue;
    const image = card.image ? await imageOf(route.path, card.image) : undefined;
    const key = sha(JSON.stringify([designKey, card.eyebrow, card.title, image?.hash ?? null])).slice(0, 32);
    if (!byKey.has(key)) {
      const stem = route.path.replace(/^\/|\/$|\.html$/g, "") || "index";
      byKey.set(key, { file: `share/${stem}-${key.slice(0, 10)}.jpg`, cached: path.join(dir, `${key}.jpg`), card, route: route.path });
    }
    byRoute.set(route.path, key);
  }
  const cards = [...byKey.values()];
  const sizes = await Promise.all(cards.map(({ cached }) => stat(cached).then((stats) => stats.size, () => undefined)));
  const missing = cards.filter((_card, index) => sizes[index] === undefined);
  const done = drawCards(missing, { ...inputs, design, colours, fonts, imageOf, dir }).then((drawnSizes) => {
    const outputs: OutputMap = new Map();
    cards.forEach(({ file, cached }, index) => outputs.set(file, { copyFrom: cached, size: sizes[index] ?? drawnSizes.get(cached)!, fromCache: true }));
    return { outputs, pages: byRoute.size, cards: cards.length, drawn: missing.length };
  });
  // Awaited before the output is committed; until then a failure must not count as unhandled.
  done.catch(() => undefined);
  return {
    cardOf: (routePath) => {
      const key = byRoute.get(routePath);
      return key ? { path: `/${byKey.get(key)!.file}`, ...CARD } : undefined;
    },
    done,
  };
}

type DrawContext = Inputs & {
  design: ShareCardsDefinition<SiteRoute>["design"];
  colours: CardColours;
  fonts: Awaited<ReturnType<typeof readCardFont>>[];
  imageOf(routePath: string, sitePath: string): Promise<{ bytes: Buffer; hash: string }>;
  dir: string;
};

/** Draws the cards the cache lacks into the cache, two at a time; their sizes by cache file. */
async function drawCards(missing: { cached: string; card: ShareCard; route: string }[], context: DrawContext): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  if (missing.length === 0) return sizes;
  const [title, text] = await Promise.all(context.fonts.map(loadTypeface));
  const faces = { title: title!, text: text! };
  const painter = createCardPainter(context.colours, context.design.mark, faces);
  const laidOut: LaidOutCard[] = [];
  for (const { card, route } of missing) {
    try {
      const image = card.image ? await context.imageOf(route, card.image) : undefined;
      laidOut.push({ runs: layoutCard(card, context.design, faces), ...(image ? { image } : {}) });
    } catch (error) {
      throw error instanceof BuildError ? error : new BuildError(`carte de partage de ${route} : ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  await painter.prepare(laidOut);
  await mkdir(context.dir, { recursive: true });
  // As many at once as the painter has canvases: one blended while another is encoded.
  let next = 0;
  const drawNext = async (): Promise<void> => {
    for (let index = next++; index < missing.length; index = next++) {
      const jpeg = await painter.draw(laidOut[index]!);
      await writeAtomically(missing[index]!.cached, jpeg);
      sizes.set(missing[index]!.cached, jpeg.byteLength);
    }
  };
  await Promise.all(Array.from({ length: CANVASES }, drawNext));
  return sizes;
}

/** Each colour the design names, as the hex value the site's tokens give it (styles/tokens.css). */
function readColours(css: string, names: Record<keyof CardColours, string>): CardColours {
  const colours = {} as CardColours;
  for (const [role, name] of Object.entries(names) as [keyof CardColours, string][]) {
    const value = new RegExp(`(?<![\\w-])--${name.replace(/[-]/g, "\\-")}\\s*:\\s*([^;}]+)`).exec(css)?.[1]?.trim();
    if (!value || !/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value)) {
      throw new BuildError(`share cards: the colour "${role}" names --${name}, which the stylesheet ${value ? `sets to "${value}"` : "does not declare"}; expected a custom property holding a hex colour, e.g. #14325c`);
    }
    colours[role] = value.toLowerCase();
  }
  return colours;
}
