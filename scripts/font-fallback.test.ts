import fs from "node:fs";

import interRegular from "@capsizecss/metrics/inter";
import { describe, expect, it } from "vitest";

import { FALLBACK_FAMILY, FALLBACK_OUTPUT, fallbackCss, subsetMetrics } from "./font-fallback.mjs";

describe("the metric-matched fallback", () => {
  it("is what Capsize computes from the subset file (run `npm run font` after changing it)", async () => {
    expect(fs.readFileSync(FALLBACK_OUTPUT, "utf8")).toBe(await fallbackCss());
  });

  it("reads Inter's own metrics out of the file, the ones the bold face's width is taken beside", async () => {
    const metrics = await subsetMetrics();
    // The bold face uses Capsize's published Inter Bold width: it must be the same design.
    for (const key of ["ascent", "descent", "lineGap", "unitsPerEm", "xWidthAvg"] as const) {
      expect(metrics[key], key).toBe(interRegular[key]);
    }
  });

  it("stretches each weight the site sets to Inter's width and line height, and the site names it", async () => {
    const css = await fallbackCss();
    const faces = [...css.matchAll(/@font-face \{([^}]*)\}/g)].map((match) => match[1]!);
    // 400, 500, 600 and 700, every weight from 100 to 900 in exactly one face.
    expect(faces.map((face) => /font-weight: (\d+ \d+)/.exec(face)?.[1])).toEqual([
      "100 450",
      "451 550",
      "551 650",
      "651 900",
    ]);
    for (const face of faces) {
      expect(face).toContain(`font-family: "${FALLBACK_FAMILY}"`);
      // Inter is wider than Arial: the fallback is scaled up, never down.
      expect(Number(/size-adjust: ([\d.]+)%/.exec(face)?.[1])).toBeGreaterThan(100);
      // Inter's line box: ascent + descent = (1984 + 494) / 2048 of the em, before size-adjust.
      const ascent = Number(/ascent-override: ([\d.]+)%/.exec(face)?.[1]);
      const descent = Number(/descent-override: ([\d.]+)%/.exec(face)?.[1]);
      const size = Number(/size-adjust: ([\d.]+)%/.exec(face)?.[1]);
      expect(((ascent + descent) * size) / 100).toBeCloseTo(((1984 + 494) / 2048) * 100, 1);
    }
    expect(fs.readFileSync("app/app.css", "utf8")).toContain(`"${FALLBACK_FAMILY}"`);
  });

  it("draws a bolder weight of Inter wider: each weight gets its own stretch of the same local font", async () => {
    const css = await fallbackCss();
    const sizes = [...css.matchAll(/size-adjust: ([\d.]+)%/g)].map((match) => Number(match[1]));
    // Medium over regular (both Arial), bold over semibold (both Arial Bold).
    expect(sizes[1]).toBeGreaterThan(sizes[0]!);
    expect(sizes[3]).toBeGreaterThan(sizes[2]!);
  });
});
