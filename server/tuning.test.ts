import { createServer } from "node:http";
import net, { type AddressInfo } from "node:net";

import { describe, expect, it } from "vitest";

import { ConfigError } from "./config";
import { defaultTuning, httpServerTimeouts, parseTuning, tuningFromArgs } from "./tuning";

describe("tuningFromArgs", () => {
  it("gives the defaults without the flag", () => {
    expect(tuningFromArgs(["node", "build/server.mjs"])).toEqual({
      outboxRetryBaseMs: 1000,
      outboxLeaseMs: 60_000,
      deskSignInDelayBaseMs: 1000,
      dataFailureTtlMs: 5000,
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 15_000,
      renderConcurrency: 1,
      renderThreads: 1,
      renderQueueLimit: 8,
      renderMaxWaitMs: 1500,
      resealAlways: false,
      reseal: true,
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

describe("httpServerTimeouts", () => {
  it("gives about 30 s for a request and 15 s for its headers, checked every second", () => {
    expect(httpServerTimeouts(defaultTuning)).toEqual({
      requestTimeout: 30_000,
      headersTimeout: 15_000,
      connectionsCheckingInterval: 1000,
    });
    expect(() => parseTuning({ requestTimeoutMs: 1000, headersTimeoutMs: 2000 })).toThrow(
      /headersTimeoutMs/,
    );
  });

  it("answers a body that trickles in (1 byte at a time) with 408 once the time is up", async () => {
    const tuning = parseTuning({ requestTimeoutMs: 600, headersTimeoutMs: 300 });
    const server = createServer(httpServerTimeouts(tuning), (req, res) => {
      req.resume();
      req.on("end", () => res.end("read"));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const started = Date.now();
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, "127.0.0.1");
        let received = "";
        const drip = setInterval(() => socket.write("x"), 100);
        socket.on("data", (chunk) => {
          clearInterval(drip);
          received += chunk.toString();
        });
        socket.on("close", () => {
          clearInterval(drip);
          resolve(received);
        });
        // A drip written just as the server closes draws a reset; the answer already read stands.
        socket.on("error", (error) => (received ? resolve(received) : reject(error)));
        socket.write("POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\n\r\n");
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      // Unanswered, the 1,000 bytes would drip for 100 s; the check runs every second, so the
      // answer comes within a few (a loaded machine stretches timers, hence the margin).
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      server.close();
    }
  });
});
