import { payAsYouGoRates, type RateTier } from "./prices.copy";
import { clamp, wholeNumberOr } from "./number-input";

export const PAYG_TIERS: readonly RateTier[] = payAsYouGoRates;

// Our maxima (none are published) keep every figure an exact integer.
export const AGENTS = { initial: 1, min: 1, max: 10_000, step: 1, fallback: 1 } as const;
export const INTERACTIONS = {
  initial: 1000,
  min: 100,
  max: 100_000_000,
  step: 100,
  fallback: 100,
} as const;

export interface PayAsYouGoInputs {
  agents: number;
  interactions: number;
}

export const PAYG_DEFAULTS: PayAsYouGoInputs = {
  agents: AGENTS.initial,
  interactions: INTERACTIONS.initial,
};

export const normaliseAgents = (raw: unknown) => wholeNumberOr(raw, AGENTS);
export const normaliseInteractions = (raw: unknown) => wholeNumberOr(raw, INTERACTIONS);

const stepWithin =
  (range: typeof AGENTS | typeof INTERACTIONS) => (value: number, direction: 1 | -1) =>
    clamp(wholeNumberOr(value, range) + direction * range.step, range.min, range.max);
export const stepAgents = stepWithin(AGENTS);
export const stepInteractions = stepWithin(INTERACTIONS);

interface TierLine {
  tier: RateTier;
  interactions: number;
  mills: number;
  /** The same rounded to cents so that the lines add up exactly to `totalCents`. */
  cents: number;
}

interface PayAsYouGoEstimate {
  agents: number;
  interactions: number;
  lines: TierLine[];
  totalMills: number;
  /** The total rounded half up to cents, what the page shows with 2 decimals. */
  totalCents: number;
}

function inTier(interactions: number, tier: RateTier): number {
  const upper = tier.to === null ? interactions : Math.min(interactions, tier.to);
  return Math.max(0, upper - tier.from + 1);
}

/** The tier sum for one agent's interactions times the agents, on inputs normalised first. */
export function estimatePayAsYouGo({ agents, interactions }: PayAsYouGoInputs): PayAsYouGoEstimate {
  const a = Math.max(0, Math.trunc(agents));
  const n = Math.max(0, Math.trunc(interactions));
  const lines = PAYG_TIERS.map((tier) => {
    const count = inTier(n, tier);
    return { tier, interactions: count, mills: count * tier.mills * a, cents: 0 };
  });
  const totalMills = lines.reduce((sum, line) => sum + line.mills, 0);
  const totalCents = Math.floor((totalMills + 5) / 10);

  // Largest remainder: round each line down to cents, then hand the missing cents to the
  // lines with the largest remainders, so the breakdown shown adds up to the total shown.
  for (const line of lines) line.cents = Math.floor(line.mills / 10);
  let missing = totalCents - lines.reduce((sum, line) => sum + line.cents, 0);
  const byRemainder = [...lines].sort((x, y) => (y.mills % 10) - (x.mills % 10));
  for (const line of byRemainder) {
    if (missing <= 0) break;
    if (line.mills % 10 === 0) continue;
    line.cents += 1;
    missing -= 1;
  }
  return { agents: a, interactions: n, lines, totalMills, totalCents };
}
