import type http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";

import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { isValidHost, refuseConnect, requestHygiene } from "./request-hygiene";

let server: http.Server;
let port: number;

beforeAll(async () => {
  const app = express();
  app.use(requestHygiene({ trustProxy: false }));
  app.all("/{*splat}", (req, res) => void res.status(200).send(`handled ${req.method}`));
  server = app.listen(0, "127.0.0.1");
  refuseConnect(server);
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Exactly these bytes on a fresh connection; resolves to the status line's code. */
function raw(request: string) {
  return new Promise<number>((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString();
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(answer);
      if (match) {
        socket.destroy();
        resolve(Number(match[1]));
      }
    });
    socket.on("error", reject);
    socket.on("close", () => resolve(0));
  });
}

describe("request hygiene", () => {
  it("answers TRACE and CONNECT with 405 on every path", async () => {
    for (const path of ["/", "/blog", "/studio", "/studio/chat"]) {
      expect(await raw(`TRACE ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`), path).toBe(405);
    }
    expect(await raw("CONNECT localhost:443 HTTP/1.1\r\nHost: localhost:443\r\n\r\n")).toBe(405);
  });

  it("answers TRACK with a 4xx, never a 5xx (Node's parser may refuse the method itself)", async () => {
    const status = await raw("TRACK / HTTP/1.1\r\nHost: localhost\r\n\r\n");
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });

  it("answers a missing or invalid Host with 400", async () => {
    expect(await raw("GET /blog HTTP/1.0\r\n\r\n")).toBe(400);
    expect(await raw("GET /blog HTTP/1.0\r\nHost:\r\n\r\n")).toBe(400);
    for (const host of ["[::1", "x:99999999999", "a b", "x:70000", "a/b"]) {
      expect(await raw(`GET /blog HTTP/1.1\r\nHost: ${host}\r\n\r\n`), host).toBe(400);
    }
    expect(await raw(`GET /blog HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`)).toBe(200);
  });

  it("accepts the hosts a site is reached under", () => {
    for (const host of ["localhost", "example.com:443", "127.0.0.1:3000", "[::1]:8080", "my_app"]) {
      expect(isValidHost(host), host).toBe(true);
    }
    for (const host of [undefined, "", "[::1", "x:99999999999", "a b", "a@b", "x:"]) {
      expect(isValidHost(host), String(host)).toBe(false);
    }
  });
});
