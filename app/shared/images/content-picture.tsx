import type { ImgHTMLAttributes } from "react";

import { mediaVariantSrcSets } from "#app/shared/platform/media-variants";

/** Raster content media as <picture> with AVIF and WebP widths (media-variants.ts); else <img>. */
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
