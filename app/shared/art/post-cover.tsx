import { artHues, artSeed, type ArtHue } from "./art-seed";
import { ArtPattern } from "./art-pattern";
import { cn } from "#app/shared/ui-utils";

/** The blog's categories and their colours; another category gets one by its name. */
const categoryHues: Record<string, ArtHue> = {
  "Product Updates": "ember",
  "Customer Experience": "gold",
  "AI & Automation": "plum",
  Guides: "lagoon",
};

export function coverHue(category: string | null): ArtHue {
  if (!category) return "sand";
  return categoryHues[category] ?? artHues[artSeed(category) % artHues.length]!;
}

type Pick = (shift: number, range: number) => number;

function Shapes({ pick }: { pick: Pick }) {
  const big = { x: 130 + pick(2, 5) * 35, y: 96 + pick(5, 3) * 6, r: 60 + pick(8, 4) * 4 };
  const cornerX = big.x < 200 ? 400 : 0;
  const cornerY = pick(11, 2) === 0 ? 0 : 210;
  const ring = { x: big.x < 200 ? big.x + big.r + 58 : big.x - big.r - 58, y: cornerY ? 56 : 160 };
  const shape = pick(17, 3);
  return (
    <>
      <circle cx={cornerX} cy={cornerY} r={78 + pick(13, 4) * 8} fill="var(--art-ink)" />
      {shape === 0 ? (
        <circle cx={big.x} cy={big.y} r={big.r} fill="var(--art-strong)" />
      ) : shape === 1 ? (
        <rect
          x={big.x - big.r}
          y={big.y - big.r}
          width={big.r * 2}
          height={big.r * 2}
          rx={big.r * 0.42}
          transform={`rotate(${pick(19, 3) * 8 - 8} ${big.x} ${big.y})`}
          fill="var(--art-strong)"
        />
      ) : (
        // An arch: a half disc on a square foot.
        <path
          d={`M${big.x - big.r} ${big.y + big.r}V${big.y}a${big.r} ${big.r} 0 0 1 ${big.r * 2} 0V${big.y + big.r}z`}
          fill="var(--art-strong)"
        />
      )}
      <circle cx={ring.x} cy={ring.y} r="18" fill="none" stroke="var(--art-mark)" strokeWidth="3" />
      <Spark x={big.x} y={big.y} />
    </>
  );
}

function Spark({ x, y }: { x: number; y: number }) {
  return (
    <path
      transform={`translate(${x - 16} ${y - 16}) scale(1.333)`}
      d="M12 0q1.8 10.2 12 12-10.2 1.8-12 12Q10.2 13.8 0 12 10.2 10.2 12 0z"
      fill="var(--art-soft)"
    />
  );
}

/** A chat: bubbles on alternating sides, their widths from the seed. */
function Conversation({ pick }: { pick: Pick }) {
  const count = 3 + pick(3, 2);
  const step = 150 / count;
  return (
    <>
      {Array.from({ length: count }, (_, index) => {
        const agent = (index + pick(1, 2)) % 2 === 0;
        const width = 110 + pick(5 + index * 3, 5) * 22;
        const x = agent ? 40 : 360 - width;
        const y = 30 + index * step;
        return (
          <rect
            key={index}
            x={x}
            y={y}
            width={width}
            height={step - 12}
            rx={(step - 12) / 2}
            fill={agent ? "var(--art-strong)" : "var(--art-mark)"}
          />
        );
      })}
    </>
  );
}

/** A small chart: bars rising and falling with the seed, and a spark on the tallest. */
function Bars({ pick }: { pick: Pick }) {
  const count = 5 + pick(2, 3);
  const gap = 300 / count;
  const heights = Array.from({ length: count }, (_, index) => 40 + pick(4 + index * 3, 6) * 22);
  const tallest = heights.indexOf(Math.max(...heights));
  return (
    <>
      <rect x="30" y="178" width="340" height="4" rx="2" fill="var(--art-mark)" />
      {heights.map((height, index) => (
        <rect
          key={index}
          x={50 + index * gap}
          y={178 - height}
          width={gap * 0.55}
          height={height}
          rx="6"
          fill={index === tallest ? "var(--art-strong)" : "var(--art-mark)"}
        />
      ))}
      <Spark x={50 + tallest * gap + gap * 0.275} y={178 - heights[tallest]! - 26} />
    </>
  );
}

/** Rings around a centre the seed places, with a dot on each ring. */
function Orbit({ pick }: { pick: Pick }) {
  const centre = { x: 90 + pick(2, 6) * 44, y: 105 };
  return (
    <>
      {[36, 70, 104].map((r, index) => {
        const angle = ((pick(6 + index * 4, 12) * 30) / 180) * Math.PI;
        return (
          <g key={r}>
            <circle
              cx={centre.x}
              cy={centre.y}
              r={r}
              fill="none"
              stroke="var(--art-mark)"
              strokeWidth="3"
            />
            <circle
              cx={centre.x + r * Math.cos(angle)}
              cy={centre.y + r * Math.sin(angle)}
              r={9 + index * 2}
              fill="var(--art-strong)"
            />
          </g>
        );
      })}
      <Spark x={centre.x} y={centre.y} />
    </>
  );
}

/** The cover's compositions; the post's seed picks one, so neighbouring covers differ in shape. */
const layouts = {
  shapes: Shapes,
  conversation: Conversation,
  bars: Bars,
  orbit: Orbit,
};
const coverLayouts = Object.keys(layouts) as (keyof typeof layouts)[];

// Art from the post's slug (or title) and category, so every post gets its own composition.
// SVG: a few hundred bytes. Decorative: the title is beside it.
export function PostCover({
  title,
  slug,
  category,
  className,
}: {
  title: string;
  slug?: string;
  category: string | null;
  className?: string;
}) {
  const seed = artSeed(slug ?? title);
  const pick: Pick = (shift, range) => (seed >>> shift) % range;
  const layout = coverLayouts[seed % coverLayouts.length]!;
  const Layout = layouts[layout];
  return (
    <div
      aria-hidden="true"
      data-cover-seed={seed}
      data-cover-layout={layout}
      className={cn(`art art-${coverHue(category)} relative overflow-hidden`, className)}
    >
      <ArtPattern seed={seed} className="absolute inset-0 size-full" />
      <svg
        viewBox="0 0 400 210"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 size-full"
      >
        <Layout pick={pick} />
      </svg>
    </div>
  );
}
