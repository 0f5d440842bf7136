// A raster picture in content/media also exists as AVIF and WebP in each width
// (server/content-sync/media-variants.ts); narrower pictures are not enlarged, so every file exists.
export const MEDIA_VARIANT_WIDTHS = [400, 800, 1200] as const;
export const MEDIA_VARIANT_FORMATS = ["avif", "webp"] as const;
export type MediaVariantFormat = (typeof MEDIA_VARIANT_FORMATS)[number];

export const MEDIA_VARIANTS_PATH = "/media-variants";

export const RASTER_MEDIA = /\.(png|jpe?g|webp)$/i;

export function mediaVariantPath(
  relative: string,
  width: number,
  format: MediaVariantFormat,
): string {
  return `${relative}.${width}w.${format}`;
}

/** Null when not a raster under /media/ of this site. */
export function mediaVariantSrcSets(src: string): Record<MediaVariantFormat, string> | null {
  if (!src.startsWith("/media/") || !RASTER_MEDIA.test(src) || src.includes("?")) return null;
  const relative = src.slice("/media/".length);
  const srcSet = (format: MediaVariantFormat) =>
    MEDIA_VARIANT_WIDTHS.map(
      (width) => `${MEDIA_VARIANTS_PATH}/${mediaVariantPath(relative, width, format)} ${width}w`,
    ).join(", ");
  return { avif: srcSet("avif"), webp: srcSet("webp") };
}
