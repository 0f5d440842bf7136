import { Blocks } from "lucide-react";

import { getPublicConfig } from "#app/shared/page-runtime/public-config";
import { cn } from "#app/shared/ui-utils";
import { INTEGRATION_SPRITE_PATH, integrationMark } from "./integration-marks";
import { LOGO_FALLBACK_ATTRIBUTE } from "./logo-fallback";
import { logoFileName } from "./logo-file-name";

function logoUrl(cdnUrl: string, title: string): string {
  return `${cdnUrl}/${encodeURIComponent(logoFileName(title))}.png`;
}

// With LOGO_CDN_URL, `{LOGO_CDN_URL}/{key}.png`, swapped for the sprite's mark when it fails
// (logo-fallback.ts); on a white tile in either theme, as app icons are.
export function IntegrationLogo({
  title,
  size = 40,
  className,
}: {
  title: string;
  size?: number;
  className?: string;
}) {
  const { logoCdnUrl } = getPublicConfig();
  const fallback = <MarkTile title={title} size={size} className={className} />;
  if (!logoCdnUrl) return fallback;
  return (
    <>
      <img
        src={logoUrl(logoCdnUrl, title)}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        {...{ [LOGO_FALLBACK_ATTRIBUTE]: "" }}
        className={cn("shrink-0 rounded-lg object-contain", className)}
      />
      <template>{fallback}</template>
    </>
  );
}

function MarkTile({ title, size, className }: { title: string; size: number; className?: string }) {
  const mark = integrationMark(title);
  return (
    <span
      data-testid="integration-logo-fallback"
      data-mark={mark?.id}
      className={cn(
        "inline-flex shrink-0 items-center justify-center overflow-hidden rounded-[25%] bg-white shadow-[0_1px_2px_rgb(41_27_18/0.08)] ring-1 ring-black/8",
        !mark && "bg-accent-soft text-accent",
        className,
      )}
      // Padding in pixels: a percentage would be of the parent's width, not the tile's.
      // A drawn mark is a tile of its own and fills this one.
      style={{
        width: size,
        height: size,
        padding: mark?.source.set === "drawn" ? 0 : Math.round(size * 0.18),
      }}
    >
      {mark ? (
        <svg aria-hidden="true" className="size-full">
          <use href={`${INTEGRATION_SPRITE_PATH}#${mark.id}`} width="100%" height="100%" />
        </svg>
      ) : (
        <Blocks aria-hidden="true" className="size-full" />
      )}
    </span>
  );
}
