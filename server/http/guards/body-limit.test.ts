import type { Server } from "node:http";
import net, { type AddressInfo } from "node:net";

import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { parseConfig } from "#server/config";
import { openDatabase, type DatabaseHandle } from "#server/db/client";
import { migratedDataDir } from "#tests/support/pglite-template";
import { createApiRouter } from "#server/bundled-platform/api";
import { studioRouter } from "#server/bundled-platform/studio";
import { declaredBodyLimit } from "./body-limit";

/**
 * Sends only the head of a request that declares a body of `length` bytes, and waits for the
 * answer without sending any of the body: an answer at all proves the body was never waited for.
 */
function sendHeadOnly(port: number, path: string, length: number) {
  return new Promise<{ head: string; closed: boolean }>((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let received = "";
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within 3 s; got ${JSON.stringify(received)}`));
    }, 3000);
    socket.on("data", (chunk) => (received += chunk.toString("latin1")));
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ head: received, closed: true });
    });
    socket.on("error", reject);
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${length}\r\n\r\n`,
    );
  });
}

describe("declared body limits on /api and /studio", () => {
  let database: DatabaseHandle;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: migratedDataDir() });
    const config = parseConfig({});
    const app = express();
    app.use("/api", createApiRouter({ db: database.db, config }));
    app.use("/studio", studioRouter(config, { db: database.db }));
    app.post(
      "/small",
      declaredBodyLimit(10, (res) => res.status(413).send("too large")),
      (_req, res) => res.send("read"),
    );
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await database.close();
  });

  it("answers a declared 100 MB body on /api with 413 at once and closes the connection", async () => {
    const { head, closed } = await sendHeadOnly(port, "/api/users/inquiry-form/", 104_857_600);
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    expect(head).toMatch(/\r\nconnection: close\r\n/i);
    expect(head).toContain('"code":"payload_too_large"');
    expect(closed).toBe(true);
  });

  it("does the same for a studio chat post over its 16 KB", async () => {
    const { head } = await sendHeadOnly(port, "/studio/chat/MobileDemo", 16 * 1024 + 1);
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    expect(head).toContain('"code":"payload_too_large"');
  });

  it("lets a body within the limit, or without a declared length, through to be read", async () => {
    const within = await fetch(`http://127.0.0.1:${port}/small`, { method: "POST", body: "0123" });
    expect(await within.text()).toBe("read");
    const over = await fetch(`http://127.0.0.1:${port}/small`, {
      method: "POST",
      body: "0123456789a",
    });
    expect(over.status).toBe(413);
    expect(over.headers.get("connection")).toBe("close");
  });
});
