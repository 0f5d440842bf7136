import { afterEach, describe, expect, it, vi } from "vitest";

import { RouterContextProvider, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";

import { routerContextWith } from "#app/context";
import { handleError } from "#app/entry.server";
import { logger } from "#server/process/logging";
import { testSiteContext } from "./support/site-context";

/** A request's context as the server builds it: its logger carries the request id. */
const requestContext = (requestId: string) =>
  routerContextWith({ ...testSiteContext(), requestId, log: logger.child({ requestId }) });

afterEach(() => {
  vi.restoreAllMocks();
});

function captureStderr() {
  const lines: string[] = [];
  vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  return lines;
}

describe("handleError", () => {
  it("logs a page error as one JSON line with its stack and the request id", () => {
    const lines = captureStderr();
    handleError(new Error("loader exploded"), {
      request: new Request("http://localhost/blog/x?secret=1"),
      context: requestContext("req-42"),
      params: {},
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.endsWith("\n")).toBe(true);
    expect(lines[0]!.trimEnd()).not.toContain("\n");
    const line = JSON.parse(lines[0]!) as Record<string, string>;
    expect(line).toMatchObject({
      level: "error",
      message: "page request failed",
      error: "loader exploded",
      requestId: "req-42",
      method: "GET",
      path: "/blog/x",
    });
    expect(line.stack).toMatch(/Error: loader exploded\n\s+at /);
  });

  it("stays quiet about requests the visitor aborted", () => {
    const lines = captureStderr();
    const controller = new AbortController();
    controller.abort();
    handleError(new Error("aborted"), {
      request: new Request("http://localhost/", { signal: controller.signal }),
      context: {} as never,
      params: {},
    });
    expect(lines).toEqual([]);
  });
});

describe("handleError with route error responses", () => {
  it("does not log a visitor's 4xx (a POST to a page without an action)", () => {
    const lines = captureStderr();
    handleError(new ErrorResponseImpl(405, "Method Not Allowed", null, true), {
      request: new Request("http://localhost/pricing", { method: "POST" }),
      context: new RouterContextProvider(),
      params: {},
    });
    expect(lines).toEqual([]);
  });

  it("logs a 5xx response with the error behind it", () => {
    const lines = captureStderr();
    const response = new ErrorResponseImpl(500, "Internal Server Error", null, true);
    (response as unknown as { error: Error }).error = new Error("deep cause");
    handleError(response, {
      request: new Request("http://localhost/blog"),
      context: requestContext("r5"),
      params: {},
    });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: "error",
      error: "deep cause",
      status: 500,
      requestId: "r5",
    });
  });
});
