import { analyticsDescription, analyticsView } from "./product-visuals.copy";
import { cn } from "#app/shared/ui-utils";
import { WindowFrame } from "./window-frame";

// A shape, not data: no axis values, so it states no figure beyond the tiles.
const chartLine =
  "M0 86 C 20 82, 34 78, 50 74 S 84 70, 100 62 S 134 58, 150 50 S 184 44, 200 36 S 234 30, 250 22 S 284 14, 300 8";

const fillId = "analytics-visual-fill";

export function AnalyticsVisual({ className }: { className?: string }) {
  const { tiles, uptime } = analyticsView;
  return (
    <div
      role="img"
      aria-label={analyticsDescription}
      className={cn("reveal w-full text-left", className)}
    >
      <WindowFrame
        title={`${analyticsView.title} · ${analyticsView.period}`}
        aside={
          <span className="bg-success-soft text-success-ink rounded-full px-2 py-0.5 text-[11px] font-semibold">
            {uptime.value} {uptime.label}
          </span>
        }
      >
        <div className="grid gap-4 p-4 sm:p-5">
          <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {tiles.map((tile) => (
              <div key={tile.label} className="rounded-card border-line bg-canvas border p-3">
                <span className="text-ink block text-2xl font-bold tracking-tight tabular-nums">
                  {tile.value}
                </span>
                <span className="text-ink-muted block text-xs">{tile.label}</span>
              </div>
            ))}
          </div>
          <div className="rounded-card border-line border p-3">
            <span className="text-ink-muted text-xs font-semibold">{analyticsView.chartLabel}</span>
            <svg viewBox="0 0 300 96" preserveAspectRatio="none" className="mt-2 h-28 w-full">
              <defs>
                <linearGradient id={fillId} x1="0" x2="0" y1="0" y2="1">
                  <stop offset="0" stopColor="var(--color-brand-500)" stopOpacity="0.28" />
                  <stop offset="1" stopColor="var(--color-brand-500)" stopOpacity="0" />
                </linearGradient>
              </defs>
              {[24, 48, 72].map((y) => (
                <line key={y} x1="0" x2="300" y1={y} y2={y} stroke="var(--color-line)" />
              ))}
              <path d={`${chartLine} L300 96 L0 96 Z`} fill={`url(#${fillId})`} />
              <path
                d={chartLine}
                fill="none"
                stroke="var(--color-brand-600)"
                strokeWidth="2.5"
                vectorEffect="non-scaling-stroke"
              />
            </svg>
          </div>
        </div>
      </WindowFrame>
    </div>
  );
}
