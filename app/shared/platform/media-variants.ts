/**
 * The contract between the content sync and the pages for content images: a raster picture in
 * content/media (served at /media/<path>) also exists, made by sharp when the content is synced
 * (server/content-sync/media-variants.ts), as AVIF and WebP in each of these widths at
 * /media-variants/<path>.<width>w.<format>. A picture narrower than a width is not enlarged:
 * that file has the picture's own size, so every listed file exists.
 */
export const MEDIA_VARIANT_WIDTHS = [400, 800, 1200] as const;
export const MEDIA_VARIANT_FORMATS = ["avif", "webp"] as const;
export type MediaVariantFormat = (typeof MEDIA_VARIANT_FORMATS)[number];

export const MEDIA_VARIANTS_PATH = "/media-variants";

/** Raster pictures get variants; SVGs scale by themselves. */
export const RASTER_MEDIA = /\.(png|jpe?g|webp)$/i;

/** The variant of a picture under content/media (`blog/photo.jpg`) in a width and format. */
export function mediaVariantPath(
  relative: string,
  width: number,
  format: MediaVariantFormat,
): string {
  return `${relative}.${width}w.${format}`;
}

/**
 * The `srcset` of each format for a picture's address, or null when it has no variants (not
 * under /media/, not raster, or on another site).
 */
export function mediaVariantSrcSets(src: string): Record<MediaVariantFormat, string> | null {
  if (!src.startsWith("/media/") || !RASTER_MEDIA.test(src) || src.includes("?")) return null;
  const relative = src.slice("/media/".length);
  const srcSet = (format: MediaVariantFormat) =>
    MEDIA_VARIANT_WIDTHS.map(
      (width) => `${MEDIA_VARIANTS_PATH}/${mediaVariantPath(relative, width, format)} ${width}w`,
    ).join(", ");
  return { avif: srcSet("avif"), webp: srcSet("webp") };
}
