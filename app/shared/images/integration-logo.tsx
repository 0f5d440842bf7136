import { Blocks } from "lucide-react";
import { useCallback, useState } from "react";

import { usePublicConfig } from "../document/public-config";
import { cn } from "../ui-utils";

/** Logo file name on the CDN: the lowercase platform name with spaces removed. */
function logoFileName(title: string): string {
  return title.toLowerCase().replace(/\s+/g, "");
}

function logoUrl(cdnUrl: string, title: string): string {
  return `${cdnUrl}/${encodeURIComponent(logoFileName(title))}.png`;
}

/**
 * A platform's logo from LOGO_CDN_URL, falling back to an icon when the image fails. Without a
 * CDN configured the icon shows directly, so no request is made that is bound to fail.
 */
export function IntegrationLogo({
  title,
  size = 40,
  className,
}: {
  title: string;
  size?: number;
  className?: string;
}) {
  const { logoCdnUrl } = usePublicConfig();
  const [failed, setFailed] = useState(false);
  // An image can fail before hydration attaches onError: check it once it is in the DOM.
  const checkLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  if (!logoCdnUrl || failed) {
    return (
      <span
        data-testid="integration-logo-fallback"
        className={cn(
          "bg-accent-soft text-accent inline-flex shrink-0 items-center justify-center rounded-lg",
          className,
        )}
        style={{ width: size, height: size }}
      >
        <Blocks aria-hidden="true" className="size-1/2" />
      </span>
    );
  }
  return (
    <img
      ref={checkLoaded}
      src={logoUrl(logoCdnUrl, title)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={cn("shrink-0 rounded-lg object-contain", className)}
    />
  );
}
