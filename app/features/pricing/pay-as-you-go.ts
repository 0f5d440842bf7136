import { payAsYouGoRates, type RateTier } from "./prices.copy";
import { clamp, wholeNumberOr } from "./number-input";

export type { RateTier };

/** The pay-as-you-go tiers the estimate charges (the rates live with every other price). */
export const PAYG_TIERS: readonly RateTier[] = payAsYouGoRates;

/* Input rules. The maxima are ours: the published rules set none, and they keep
 * every figure an exact integer (10,000 agents × 100M interactions ≈ 6 billion dollars). */
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

/** Non-numeric becomes 1; below 1 becomes 1; fractions are dropped. */
export const normaliseAgents = (raw: unknown) => wholeNumberOr(raw, AGENTS.fallback, AGENTS);

/** Non-numeric becomes 100; below 100 becomes 100; fractions are dropped. */
export const normaliseInteractions = (raw: unknown) =>
  wholeNumberOr(raw, INTERACTIONS.fallback, INTERACTIONS);

/** The stepper buttons: agents by 1, never below 1. */
export const stepAgents = (value: number, direction: 1 | -1) =>
  clamp(normaliseAgents(value) + direction * AGENTS.step, AGENTS.min, AGENTS.max);

/** The stepper buttons: interactions by 100, minus floored at 100. */
export const stepInteractions = (value: number, direction: 1 | -1) =>
  clamp(
    normaliseInteractions(value) + direction * INTERACTIONS.step,
    INTERACTIONS.min,
    INTERACTIONS.max,
  );

interface TierLine {
  tier: RateTier;
  /** Interactions of one agent that fall in this tier. */
  interactions: number;
  /** Cost of the tier for all agents, exact, in mills. */
  mills: number;
  /** The same rounded to cents so that the lines add up exactly to `totalCents`. */
  cents: number;
}

interface PayAsYouGoEstimate {
  agents: number;
  interactions: number;
  lines: TierLine[];
  /** Exact monthly total in mills: the tier sum times the number of agents. */
  totalMills: number;
  /** The total rounded half up to cents, what the page shows with 2 decimals. */
  totalCents: number;
}

/** Interactions of one agent that fall in a tier. */
function inTier(interactions: number, tier: RateTier): number {
  const upper = tier.to === null ? interactions : Math.min(interactions, tier.to);
  return Math.max(0, upper - tier.from + 1);
}

/**
 * The monthly estimate: sum the tiers for one agent's interactions, multiply by the number of
 * agents. Pure arithmetic on whatever non-negative whole numbers it gets (the page normalises
 * the inputs first).
 */
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
