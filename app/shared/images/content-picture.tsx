import type { ImgHTMLAttributes } from "react";

import { mediaVariantSrcSets } from "#app/shared/platform/media-variants";

/**
 * A content picture (a post's or a template's): a raster file from content/media comes as a
 * <picture> with AVIF and WebP in three widths (app/shared/platform/media-variants.ts), so a
 * phone fetches a small AVIF instead of the 1200-pixel original; `sizes` says how wide it is
 * shown. Anything else (SVG, another site's address) is a plain <img>.
 */
export function ContentPicture({
  src,
  sizes,
  alt,
  ...img
}: { src: string; sizes: string; alt: string } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "alt"
>) {
  const variants = mediaVariantSrcSets(src);
  if (!variants) return <img src={src} alt={alt} {...img} />;
  return (
    <picture>
      <source type="image/avif" srcSet={variants.avif} sizes={sizes} />
      <source type="image/webp" srcSet={variants.webp} sizes={sizes} />
      <img src={src} alt={alt} {...img} />
    </picture>
  );
}
