import { z } from "zod";

import { ConfigError } from "./config";

/** Timings only tests turn: `--tuning '{"outboxRetryBaseMs":200}'` on the built server. */
const tuningSchema = z
  .object({
    outboxRetryBaseMs: z.number().int().min(10).max(3_600_000).default(1000),
    /** Never less than four outbound timeouts, so a slow send never outlives its claim. */
    outboxLeaseMs: z.number().int().min(1000).max(3_600_000).default(60_000),
    /** Tests lengthen it so a loaded machine cannot outwait it between two requests. */
    deskSignInDelayBaseMs: z.number().int().min(10).max(60_000).default(1000),
    dataFailureTtlMs: z.number().int().min(0).max(3_600_000).default(5000),
    requestTimeoutMs: z.number().int().min(100).max(600_000).default(30_000),
    headersTimeoutMs: z.number().int().min(100).max(600_000).default(15_000),
    /** One render at a time: it is synchronous, so a second only delays the first. */
    renderConcurrency: z.number().int().min(1).max(64).default(1),
    /** Worker threads rendering pages per request (docs/decisions/0014-renders-off-the-request-thread.md). */
    renderThreads: z.number().int().min(0).max(16).default(1),
    renderQueueLimit: z.number().int().min(0).max(1000).default(8),
    renderMaxWaitMs: z.number().int().min(10).max(60_000).default(1500),
    resealAlways: z.boolean().default(false),
    /** Off, a build made for another public configuration is rendered per request, never re-sealed
     * (test servers that check something else: a re-seal is seconds of CPU beside the other tests). */
    reseal: z.boolean().default(true),
  })
  .refine((tuning) => tuning.headersTimeoutMs <= tuning.requestTimeoutMs, {
    message: "headersTimeoutMs must not be longer than requestTimeoutMs",
    path: ["headersTimeoutMs"],
  })
  .strict();

/** Node checks these on a timer (30 s by default): checked here a few times per timeout. */
export function httpServerTimeouts(tuning: Tuning) {
  return {
    requestTimeout: tuning.requestTimeoutMs,
    headersTimeout: tuning.headersTimeoutMs,
    connectionsCheckingInterval: Math.min(1000, Math.ceil(tuning.headersTimeoutMs / 4)),
  };
}

export type Tuning = z.infer<typeof tuningSchema>;
export type TuningInput = z.input<typeof tuningSchema>;

export const defaultTuning: Tuning = tuningSchema.parse({});

export function parseTuning(input: TuningInput): Tuning {
  const result = tuningSchema.safeParse(input);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid --tuning:\n${lines.join("\n")}`);
  }
  return result.data;
}

export function tuningFromArgs(argv: readonly string[]): Tuning {
  const at = argv.indexOf("--tuning");
  if (at === -1) return defaultTuning;
  let json: unknown;
  try {
    json = JSON.parse(argv[at + 1] ?? "");
  } catch {
    throw new ConfigError("Invalid --tuning: must be a JSON object");
  }
  return parseTuning(json as TuningInput);
}
