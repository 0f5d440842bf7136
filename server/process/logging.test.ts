import type { AddressInfo } from "node:net";

import express, { Router } from "express";
import { afterEach, describe, expect, it, vi } from "vitest";

import { logError, requestLogger } from "./logging";

afterEach(() => {
  vi.restoreAllMocks();
});

function capture(stream: NodeJS.WriteStream) {
  const lines: Array<Record<string, unknown>> = [];
  vi.spyOn(stream, "write").mockImplementation((chunk: string | Uint8Array) => {
    try {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
    } catch {
      // not one of ours (the test runner's own output)
    }
    return true;
  });
  return lines;
}

async function serve(app: express.Express, path: string, headers: Record<string, string> = {}) {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
    await response.text();
    return response;
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

describe("requestLogger", () => {
  it("logs the full path of a request answered inside a mounted router, without the query", async () => {
    const app = express();
    app.use(requestLogger(true));
    const api = Router();
    api.get("/things/:id", (_req, res) => {
      res.status(201).json({ ok: true });
    });
    app.use("/api", api);
    const lines = capture(process.stdout);
    const response = await serve(app, "/api/things/7?email=someone%40example.com", {
      "x-request-id": "abc-123",
    });
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(response.headers.get("x-request-id")).toBe("abc-123");
    expect(lines[0]).toMatchObject({
      level: "info",
      requestId: "abc-123",
      method: "GET",
      path: "/api/things/7",
      status: 201,
      durationMs: expect.any(Number),
    });
    expect(JSON.stringify(lines)).not.toContain("someone");
  });

  it("replaces an insane request id and logs nothing when disabled", async () => {
    const app = express();
    app.use(requestLogger(false));
    app.get("/", (_req, res) => {
      res.send("ok");
    });
    const lines = capture(process.stdout);
    const response = await serve(app, "/", { "x-request-id": "no spaces allowed" });
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toEqual([]);
  });
});

describe("logError", () => {
  it("writes one JSON line with the message, the error and its stack", () => {
    const lines = capture(process.stderr);
    logError("it broke", new Error("boom"), { requestId: "r1" });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: "error",
      message: "it broke",
      error: "boom",
      requestId: "r1",
    });
    expect(String(lines[0]!.stack)).toMatch(/^Error: boom\n\s+at /);
  });
});
