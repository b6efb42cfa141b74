import path from "node:path";
import { BuildError } from "../build-error.ts";
import type { OutputMap } from "../output-map.ts";
import type { ResponsiveImage } from "../site-definition.ts";
import { imageOutputs, type ImageStore, type UsedImage } from "./image-store.ts";

export interface SiteImages {
  /** By site path, for `RenderOptions.images`. */
  images: Record<string, ResponsiveImage>;
  /** The photos' renditions, written instead of the files themselves. */
  outputs: OutputMap;
  used: UsedImage[];
}

/** The public files the site asks to publish as responsive images (`SiteDefinition.images`). */
export async function loadSiteImages(sitePaths: readonly string[], publicDir: string, store: ImageStore): Promise<SiteImages> {
  const images: Record<string, ResponsiveImage> = {};
  const used: UsedImage[] = [];
  for (const sitePath of sitePaths) {
    const file = path.join(publicDir, sitePath);
    const made = await store.use(file, sitePath).catch((error: unknown) => {
      const shown = path.relative(process.cwd(), file) || file;
      throw new BuildError(`images: ${sitePath} should be an image of the public folder (${shown}): ${error instanceof Error ? error.message : String(error)}`);
    });
    images[sitePath] = made.image;
    // Photos only: an SVG is published as itself (the site's own are not cached from build to build).
    if (made.used && made.used.outputs.length > 0) used.push(made.used);
  }
  return { images, outputs: imageOutputs(used), used };
}
