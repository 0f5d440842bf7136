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

// Art from the post's category and title (the seed), so every post gets its own picture. SVG:
// a few hundred bytes. Decorative: the title is beside it.
export function PostCover({
  title,
  category,
  className,
}: {
  title: string;
  category: string | null;
  className?: string;
}) {
  const seed = artSeed(title);
  const pick = (shift: number, range: number) => (seed >>> shift) % range;
  const big = { x: 130 + pick(2, 5) * 35, y: 96 + pick(5, 3) * 6, r: 60 + pick(8, 4) * 4 };
  const cornerX = big.x < 200 ? 400 : 0;
  const cornerY = pick(11, 2) === 0 ? 0 : 210;
  const quarter = 78 + pick(13, 4) * 8;
  const shape = pick(17, 3);
  const ring = {
    x: big.x < 200 ? big.x + big.r + 58 : big.x - big.r - 58,
    y: 210 - cornerY === 0 ? 56 : 160,
  };
  return (
    <div
      aria-hidden="true"
      data-cover-seed={seed}
      className={cn(`art art-${coverHue(category)} relative overflow-hidden`, className)}
    >
      <ArtPattern seed={seed} className="absolute inset-0 size-full" />
      <svg
        viewBox="0 0 400 210"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 size-full"
      >
        <circle cx={cornerX} cy={cornerY} r={quarter} fill="var(--art-ink)" />
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
        <circle
          cx={ring.x}
          cy={ring.y}
          r="18"
          fill="none"
          stroke="var(--art-ink)"
          strokeWidth="3"
        />
        <path
          transform={`translate(${big.x - 16} ${big.y - 16}) scale(1.333)`}
          d="M12 0q1.8 10.2 12 12-10.2 1.8-12 12Q10.2 13.8 0 12 10.2 10.2 12 0z"
          fill="var(--art-soft)"
        />
      </svg>
    </div>
  );
}
