import sharp, { type Exif } from "sharp";

/**
 * A JPEG of `width` × `height` (as stored) standing in for a camera photo: coloured grain, so that
 * it weighs what a photo weighs (6,000 × 4,000 px: about 5 MB) instead of compressing to nothing.
 */
export async function makePhoto(width: number, height: number, exif: Exif = {}): Promise<Buffer> {
  const noise = { type: "gaussian" as const, mean: 128, sigma: 20 };
  const grain = await sharp({ create: { width: Math.round(width / 5), height: Math.round(height / 5), channels: 3, background: "#808080", noise } })
    .png()
    .toBuffer();
  return sharp(grain).resize(width, height, { kernel: "cubic" }).withExif(exif).jpeg({ quality: 90 }).toBuffer();
}
