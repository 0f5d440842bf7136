export const NODE_WIDTH = 150;
export const NODE_HEIGHT = 64;

export interface Point {
  x: number;
  y: number;
}

/** Where the line from the centre of `from` towards `to` leaves the box, so links meet edges. */
export function boxEdgePoint(
  from: Point,
  to: Point,
  width = NODE_WIDTH,
  height = NODE_HEIGHT,
): Point {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (dx === 0 && dy === 0) return { ...from };
  const scaleX = dx === 0 ? Infinity : width / 2 / Math.abs(dx);
  const scaleY = dy === 0 ? Infinity : height / 2 / Math.abs(dy);
  const scale = Math.min(scaleX, scaleY);
  return { x: from.x + dx * scale, y: from.y + dy * scale };
}

export function linkSegment(from: Point, to: Point, gap = 6): { start: Point; end: Point } {
  const start = boxEdgePoint(from, to);
  const edge = boxEdgePoint(to, from);
  const length = Math.hypot(edge.x - start.x, edge.y - start.y);
  const shorten = length > gap ? (length - gap) / length : 1;
  return {
    start,
    end: { x: start.x + (edge.x - start.x) * shorten, y: start.y + (edge.y - start.y) * shorten },
  };
}
