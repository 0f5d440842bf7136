import { useId } from "react";

const cx = (seed: number) => 60 + ((seed >>> 3) % 280);
const cy = (seed: number) => 20 + ((seed >>> 7) % 160);

/** `patternId` names the dot grid's tile, unique on the page. */
function artPatternMarkup(seed: number, patternId: string): string {
  const kind = (seed >>> 1) % 3;
  const x = cx(seed);
  const y = cy(seed);
  const glow = `<circle cx="${x}" cy="${y}" r="46" fill="var(--art-glow)" stroke="none"/>`;
  if (kind === 0) {
    return (
      [36, 72, 108, 144, 180].map((r) => `<circle cx="${x}" cy="${y}" r="${r}"/>`).join("") + glow
    );
  }
  if (kind === 1) {
    const lines = Array.from(
      { length: 11 },
      (_, i) => `<path d="M${i * 44 - 120 + (x % 44)} 210 L${i * 44 + 40 + (x % 44)} -10"/>`,
    );
    return lines.join("") + glow;
  }
  // One 5 × 5 tile, repeated, draws the grid whose bigger dots fall on every fifth diagonal.
  const tile = Array.from({ length: 25 }, (_, cell) => {
    const row = Math.floor(cell / 5);
    const column = cell % 5;
    const r = (row + column + seed) % 5 === 0 ? 3 : 1.4;
    return `<circle cx="${column * 26 + 13}" cy="${row * 26 + 13}" r="${r}"/>`;
  });
  return (
    `<defs><pattern id="${patternId}" width="130" height="130" patternUnits="userSpaceOnUse"` +
    ` fill="var(--art-line)" stroke="none">${tile.join("")}</pattern></defs>` +
    `<rect width="400" height="200" fill="url(#${patternId})" stroke="none"/>${glow}`
  );
}

// SVG with a fixed viewBox stretched to its box: nothing to download, sharp at any size. One
// string of markup, not elements: drawn by the server only.
export function ArtPattern({ seed, className }: { seed: number; className?: string }) {
  const patternId = `art-${useId().replace(/[^\w-]/g, "")}`;
  return (
    <svg
      viewBox="0 0 400 200"
      preserveAspectRatio="xMidYMid slice"
      className={className}
      fill="none"
      stroke="var(--art-line)"
      dangerouslySetInnerHTML={{ __html: artPatternMarkup(seed, patternId) }}
    />
  );
}
