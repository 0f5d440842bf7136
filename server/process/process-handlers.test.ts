import { EventEmitter } from "node:events";

import { describe, expect, it, vi } from "vitest";

import { createLogger } from "./logging";
import { exitOnCrash } from "./process-handlers";

function fakeProcess() {
  const emitter = new EventEmitter();
  const exit = vi.fn();
  const target = Object.assign(emitter, { exit }) as unknown as Parameters<typeof exitOnCrash>[0];
  return { emitter, exit, target };
}

function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const log = createLogger({
    write: (line: string) => {
      lines.push(JSON.parse(line) as Record<string, unknown>);
    },
  });
  return { lines, log };
}

describe("exitOnCrash", () => {
  it("logs an uncaught exception as one JSON line with its stack, then exits with 1", () => {
    const { emitter, exit, target } = fakeProcess();
    const { lines, log } = capturingLogger();
    exitOnCrash(target, log);
    emitter.emit("uncaughtException", new Error("kaboom"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: "fatal",
      message: "uncaught exception; exiting",
      error: "kaboom",
    });
    expect(String(lines[0]!.stack)).toMatch(/Error: kaboom\n\s+at /);
    expect(exit).toHaveBeenCalledWith(1);
  });

  it("logs an unhandled rejection, even of a non-error, then exits with 1", () => {
    const { emitter, exit, target } = fakeProcess();
    const { lines, log } = capturingLogger();
    exitOnCrash(target, log);
    emitter.emit("unhandledRejection", "just a string", Promise.resolve());
    expect(lines).toEqual([
      expect.objectContaining({
        level: "fatal",
        message: "unhandled promise rejection; exiting",
        error: "just a string",
      }),
    ]);
    expect(exit).toHaveBeenCalledWith(1);
  });
});
