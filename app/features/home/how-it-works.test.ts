import { describe, expect, it } from "vitest";

import { howItWorksSteps, howItWorksTickMs } from "./home-page.copy";
import { nextHighlight } from "./how-it-works";

describe("nextHighlight", () => {
  it("walks every feature of every step and wraps to the first", () => {
    const counts = howItWorksSteps.map((step) => step.features.length);
    const total = counts.reduce((sum, count) => sum + count, 0);
    let current = { step: 0, feature: 0 };
    const seen: string[] = [];
    for (let tick = 0; tick < total; tick += 1) {
      seen.push(`${current.step}.${current.feature}`);
      current = nextHighlight(current);
    }
    expect(current).toEqual({ step: 0, feature: 0 });
    expect(new Set(seen).size).toBe(total);
  });

  it("moves to the next step after the last feature", () => {
    expect(nextHighlight({ step: 0, feature: 1 }, [2, 3, 1])).toEqual({ step: 1, feature: 0 });
    expect(nextHighlight({ step: 1, feature: 1 }, [2, 3, 1])).toEqual({ step: 1, feature: 2 });
    expect(nextHighlight({ step: 2, feature: 0 }, [2, 3, 1])).toEqual({ step: 0, feature: 0 });
  });

  it("has three steps and ticks every 1.5 s", () => {
    expect(howItWorksSteps).toHaveLength(3);
    expect(howItWorksTickMs).toBe(1500);
  });
});
