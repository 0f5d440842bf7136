import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { boxEdgePoint, linkSegment, NODE_HEIGHT, NODE_WIDTH } from "./geometry";

describe("boxEdgePoint", () => {
  it("leaves a box through the side facing the other box", () => {
    expect(boxEdgePoint({ x: 100, y: 100 }, { x: 400, y: 100 })).toEqual({
      x: 100 + NODE_WIDTH / 2,
      y: 100,
    });
    expect(boxEdgePoint({ x: 100, y: 100 }, { x: 100, y: 0 })).toEqual({
      x: 100,
      y: 100 - NODE_HEIGHT / 2,
    });
  });

  it("always lands on the box's outline", () => {
    const coordinate = fc.integer({ min: -1000, max: 1000 });
    fc.assert(
      fc.property(coordinate, coordinate, coordinate, coordinate, (ax, ay, bx, by) => {
        fc.pre(ax !== bx || ay !== by);
        const point = boxEdgePoint({ x: ax, y: ay }, { x: bx, y: by });
        const dx = Math.abs(point.x - ax);
        const dy = Math.abs(point.y - ay);
        const onVertical = Math.abs(dx - NODE_WIDTH / 2) < 1e-6 && dy <= NODE_HEIGHT / 2 + 1e-6;
        const onHorizontal = Math.abs(dy - NODE_HEIGHT / 2) < 1e-6 && dx <= NODE_WIDTH / 2 + 1e-6;
        expect(onVertical || onHorizontal).toBe(true);
      }),
    );
  });
});

describe("linkSegment", () => {
  it("stops short of the target box to leave room for the arrowhead", () => {
    const { start, end } = linkSegment({ x: 0, y: 0 }, { x: 400, y: 0 }, 6);
    expect(start).toEqual({ x: NODE_WIDTH / 2, y: 0 });
    expect(end.x).toBeCloseTo(400 - NODE_WIDTH / 2 - 6);
  });
});
