// Only plain decimal notation is numeric ("12", "1.5", "1e3", " 7 "); "0x10", "" and "1,000" are not.
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** The number in `raw`, or null when it is not numeric. May be ±Infinity for "1e999". */
export function parseNumeric(raw: unknown): number | null {
  if (typeof raw === "number") return Number.isNaN(raw) ? null : raw;
  if (typeof raw !== "string") return null;
  const text = raw.trim();
  if (!DECIMAL.test(text)) return null;
  return Number(text);
}

/** The whole number in `raw` within the range; its fallback when `raw` is not numeric. */
export function wholeNumberOr(
  raw: unknown,
  { min, max, fallback }: { min: number; max: number; fallback: number },
): number {
  const value = parseNumeric(raw);
  if (value === null) return fallback;
  return clamp(Math.trunc(value), min, max);
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
