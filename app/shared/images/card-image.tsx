import { ContentPicture } from "./content-picture";
import { listImageLoading } from "./image-priority";
import { cn } from "#app/shared/ui-utils";

// A brand gradient when there is no picture, so cards line up; `aspect` is a Tailwind class
// written out in full for the class scanner.
export function CardImage({
  src,
  size,
  aspect,
  index,
  eagerCount,
}: {
  src: string | null | undefined;
  size: { width: number; height: number };
  aspect: `aspect-[${string}]`;
  index: number;
  eagerCount: number;
}) {
  if (!src) {
    return (
      <div
        aria-hidden="true"
        className={cn("from-brand-100 to-brand-200 bg-gradient-to-br", aspect)}
      />
    );
  }
  return (
    <ContentPicture
      src={src}
      // Cards are a column on phones, two or three side by side above (blog and templates).
      sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
      alt=""
      width={size.width}
      height={size.height}
      {...listImageLoading(index, eagerCount)}
      className={cn("bg-surface-muted w-full object-cover", aspect)}
    />
  );
}
