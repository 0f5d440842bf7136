/**
 * The background of the generated art (template pictures, post covers): one of three quiet
 * patterns, placed by the seed, in the palette's line colour (styles/art.css). SVG with a
 * fixed viewBox, stretched to its box: nothing to download, sharp at any size.
 */
export function ArtPattern({ seed, className }: { seed: number; className?: string }) {
  const kind = (seed >>> 1) % 3;
  const cx = 60 + ((seed >>> 3) % 280);
  const cy = 20 + ((seed >>> 7) % 160);
  return (
    <svg
      viewBox="0 0 400 200"
      preserveAspectRatio="xMidYMid slice"
      className={className}
      fill="none"
      stroke="var(--art-line)"
    >
      {kind === 0
        ? [36, 72, 108, 144, 180].map((r) => <circle key={r} cx={cx} cy={cy} r={r} />)
        : null}
      {kind === 1
        ? Array.from({ length: 11 }, (_, i) => (
            <path key={i} d={`M${i * 44 - 120 + (cx % 44)} 210 L${i * 44 + 40 + (cx % 44)} -10`} />
          ))
        : null}
      {kind === 2
        ? Array.from({ length: 8 }, (_, row) =>
            Array.from({ length: 16 }, (_, column) => (
              <circle
                key={`${row}-${column}`}
                cx={column * 26 + 13}
                cy={row * 26 + 13}
                r={(row + column + seed) % 5 === 0 ? 3 : 1.4}
                fill="var(--art-line)"
                stroke="none"
              />
            )),
          )
        : null}
      <circle cx={cx} cy={cy} r="46" fill="var(--art-glow)" stroke="none" />
    </svg>
  );
}
