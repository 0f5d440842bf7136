import type { CSSProperties } from "react";

/** A voice call's sound bars: `bars` are their heights, in a box `height` tall, `step` apart. */
export function Waveform({
  bars,
  height,
  step,
  barWidth,
  className,
  style,
}: {
  bars: readonly number[];
  height: number;
  step: number;
  barWidth: number;
  className?: string;
  style?: CSSProperties;
}) {
  const inset = Math.floor((step - barWidth) / 2);
  return (
    <svg
      viewBox={`0 0 ${bars.length * step} ${height}`}
      className={className}
      style={style}
      fill="currentColor"
    >
      {bars.map((bar, index) => (
        <rect
          key={index}
          x={index * step + inset}
          y={(height - bar) / 2}
          width={barWidth}
          height={bar}
          rx={barWidth / 2}
        />
      ))}
    </svg>
  );
}
