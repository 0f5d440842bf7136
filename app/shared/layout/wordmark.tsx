import { siteConfig } from "#app/shared/copy/site.copy";
import { cn } from "#app/shared/ui-utils";

/** A fixed-size image (public/favicon.svg, cached from the favicon request): it shifts nothing. */
export function Wordmark({
  className,
  tone = "page",
}: {
  className?: string;
  tone?: "page" | "night";
}) {
  const { wordmark } = siteConfig;
  return (
    <span className={cn("flex items-center gap-2.5", className)}>
      <img
        src={siteConfig.markPath}
        alt=""
        width={32}
        height={32}
        className="size-8 shrink-0 rounded-[0.5rem]"
      />
      <span
        className={cn(
          "text-[1.0625rem] leading-none font-bold tracking-[-0.03em] whitespace-nowrap",
          tone === "night" ? "text-night-ink" : "text-ink",
        )}
      >
        {wordmark.strong}{" "}
        <span
          className={cn("font-medium", tone === "night" ? "text-night-muted" : "text-ink-muted")}
        >
          {wordmark.light}
        </span>
      </span>
    </span>
  );
}
