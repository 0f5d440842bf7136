import fs from "node:fs";
import path from "node:path";

import sharp, { type Sharp } from "sharp";

import {
  MEDIA_VARIANT_FORMATS,
  MEDIA_VARIANT_WIDTHS,
  RASTER_MEDIA,
  mediaVariantPath,
} from "#app/shared/platform/media-variants";
import { filesUnder } from "./version";

/**
 * AVIF and WebP variants of every raster picture in content/media, made again only when it is
 * newer; written beside their name and renamed, so nobody gets half a file.
 */
export interface MediaVariantsReport {
  pictures: number;
  made: number;
  kept: number;
  removed: number;
  durationMs: number;
}

const ENCODERS = {
  avif: (image: Sharp) => image.avif({ quality: 55, effort: 4 }),
  webp: (image: Sharp) => image.webp({ quality: 75 }),
} as const;

export async function prepareMediaVariants(options: {
  mediaDir: string;
  outDir: string;
}): Promise<MediaVariantsReport> {
  const started = performance.now();
  const pictures = filesUnder(options.mediaDir).filter((file) => RASTER_MEDIA.test(file));
  const wanted = new Set<string>();
  let made = 0;
  let kept = 0;
  for (const picture of pictures) {
    const source = path.join(options.mediaDir, picture);
    const sourceTime = fs.statSync(source).mtimeMs;
    for (const width of MEDIA_VARIANT_WIDTHS) {
      for (const format of MEDIA_VARIANT_FORMATS) {
        const relative = mediaVariantPath(picture, width, format);
        wanted.add(relative);
        const target = path.join(options.outDir, relative);
        if (fs.existsSync(target) && fs.statSync(target).mtimeMs >= sourceTime) {
          kept++;
          continue;
        }
        fs.mkdirSync(path.dirname(target), { recursive: true });
        const partial = `${target}.partial`;
        await ENCODERS[format](
          sharp(source).rotate().resize({ width, withoutEnlargement: true }),
        ).toFile(partial);
        fs.renameSync(partial, target);
        made++;
      }
    }
  }
  let removed = 0;
  for (const file of filesUnder(options.outDir)) {
    if (!wanted.has(file)) {
      fs.rmSync(path.join(options.outDir, file));
      removed++;
    }
  }
  return {
    pictures: pictures.length,
    made,
    kept,
    removed,
    durationMs: performance.now() - started,
  };
}
