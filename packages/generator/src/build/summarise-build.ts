import { javaScriptOf, measureOutput, stylesOf } from "../measure-output.ts";
import type { Placeholder } from "../find-placeholders.ts";
import type { Bundles } from "../start-bundles.ts";
import type { LoadedCollection } from "../content/load-collection.ts";
import type { ImageStore } from "../images/image-store.ts";
import type { SiteImages } from "../images/site-images.ts";
import type { BuildResult } from "./build-types.ts";
import type { Remade } from "../cache-log.ts";
import type { OutputPlan } from "./plan-output.ts";
import type { OutputSink } from "./output-sink.ts";
import type { Written } from "./write-site.ts";

interface Built {
  outDir: string;
  base: string;
  started: number;
  bundles: Bundles;
  reuse: boolean;
  placeholders: Placeholder[];
  examples: Placeholder[];
  collections: readonly LoadedCollection[];
  siteImages: SiteImages;
  imageStore: ImageStore;
  plan: OutputPlan;
  sink: OutputSink;
  written: Written;
  /** What the cached steps made this time, the counted ones (entries, photos, cards) apart. */
  remade: Remade;
}

/** What the build made, measured: each page's weight, the assets, the fonts, what came from caches. */
export async function summariseBuild(built: Built): Promise<BuildResult> {
  const { bundles, collections, plan, sink, written } = built;
  const { client, site } = bundles;
  const sizeOf = measureOutput(sink.files);
  const cutFonts = new Map(written.fonts.map((font) => [font.file, font.characters]));
  const shareCards = await plan.shareCards.done.then(({ pages, cards, drawn }) => ({ pages, cards, drawn }));
  const parsed = [
    { entryName: "YAML file", count: built.reuse ? 0 : bundles.yamlChecked },
    ...collections.map((collection) => ({ entryName: collection.entryName, count: collection.parsed })),
  ];
  const photos = {
    used: collections.reduce((sum, collection) => sum + collection.photos.used, built.siteImages.used.length),
    encoded: collections.reduce((sum, collection) => sum + collection.photos.encoded, built.imageStore.encoded()),
  };
  const counted: [string, number][] = [...parsed.map(({ entryName, count }): [string, number] => [entryName, count]), ["photo", photos.encoded], ["share card", shareCards.drawn]];
  return {
    outDir: built.outDir,
    base: built.base,
    pages: written.rendered.map((page, index) => ({
      ...page,
      ...sizeOf(page.file),
      ...javaScriptOf(page, client, sizeOf),
      ...stylesOf(plan.pageStyles.sheetsOf(plan.routes[index]!.route), written.sheetTexts, built.base, sizeOf, sink.drawn.get(page.file) ?? new Set(), cutFonts),
    })),
    assets: [...sink.files.keys()].filter((file) => file.startsWith("assets/") && !/\.(br|gz)$/.test(file)).map((file) => ({ file, ...sizeOf(file) })),
    stylesheets: [...written.sheetTexts.keys()],
    fonts: written.fonts,
    script: client.entry,
    placeholders: built.placeholders,
    examples: built.examples,
    notices: site.definition.config.notices ?? [],
    configFile: site.definition.config.file,
    durationMs: performance.now() - built.started,
    parsed,
    photos,
    shareCards,
    bundlesReused: built.reuse,
    remade: new Map([...built.remade, ...counted.filter(([, count]) => count > 0)]),
    bundles,
  };
}
