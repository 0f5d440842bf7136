import { describe, expect, it } from "vitest";

import { ConfigError } from "./config";
import { defaultTuning, tuningFromArgs } from "./tuning";

describe("tuningFromArgs", () => {
  it("gives the defaults without the flag", () => {
    expect(tuningFromArgs(["node", "build/server.mjs"])).toEqual({
      outboxRetryBaseMs: 1000,
      outboxLeaseMs: 60_000,
      dataFailureTtlMs: 5000,
      resealAlways: false,
    });
    expect(defaultTuning.outboxRetryBaseMs).toBe(1000);
  });

  it("reads the flag's JSON over the defaults", () => {
    const tuning = tuningFromArgs(["node", "x", "--tuning", '{"outboxRetryBaseMs":200}']);
    expect(tuning).toEqual({ ...defaultTuning, outboxRetryBaseMs: 200 });
  });

  it.each([
    ["not json", /must be a JSON object/],
    ['{"outboxRetryBaseMs":1}', /outboxRetryBaseMs/],
    ['{"retryBase":200}', /retryBase/],
  ])("refuses %s and names the problem", (value, message) => {
    expect(() => tuningFromArgs(["--tuning", value])).toThrow(ConfigError);
    expect(() => tuningFromArgs(["--tuning", value])).toThrow(message);
  });
});
