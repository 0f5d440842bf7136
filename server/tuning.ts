import { z } from "zod";

import { ConfigError } from "./config";

/**
 * Timings an operator has no reason to change but tests need shorter (faster retries, a shorter
 * memory of failed reads). They are options of `createServices` and `createApp`, not
 * environment variables; the built server takes them as a command-line flag:
 *   node build/server.mjs --tuning '{"outboxRetryBaseMs":200}'
 */
const tuningSchema = z
  .object({
    /** The inquiry outbox's first retry waits this long, each further one twice as long. */
    outboxRetryBaseMs: z.number().int().min(10).max(3_600_000).default(1000),
    /**
     * How long an instance's claim on an inquiry it is sending lasts: an instance that dies
     * mid-send leaves its claims to the others after this (never less than four outbound
     * timeouts, so a slow send never outlives its claim).
     */
    outboxLeaseMs: z.number().int().min(1000).max(3_600_000).default(60_000),
    /** How long a failed read of the platform is remembered (an outage is not hammered). */
    dataFailureTtlMs: z.number().int().min(0).max(3_600_000).default(5000),
    /**
     * Re-seal the prerendered pages at start even when the configuration matches the build's,
     * so a test can compare the server's re-seal with the build's bytes.
     */
    resealAlways: z.boolean().default(false),
  })
  .strict();

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

/** The `--tuning <json>` flag of the server's command line; the defaults without it. */
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
