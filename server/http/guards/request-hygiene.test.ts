import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";

import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { isValidHost, refuseConnect, requestHygiene, settleRequestTarget } from "./request-hygiene";

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

/** Exactly these bytes on a fresh connection; resolves to the whole answer. */
function rawAnswer(request: string, to = port) {
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(to, "127.0.0.1", () => socket.write(request));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("error", reject);
    socket.on("close", () => resolve(answer));
  });
}

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

describe("request targets other than a path", () => {
  /** A listener as server/app.ts's: the target settled, then an app that echoes what it got. */
  async function listener() {
    const app = express();
    app.all("/{*splat}", (req, res) => void res.send(`${req.method} ${req.url}`));
    const site = http.createServer((req, res) => {
      if (settleRequestTarget(req, res)) app(req, res);
    });
    refuseConnect(site);
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    const at = (site.address() as AddressInfo).port;
    const send = async (line: string, host = `localhost:${at}`) => {
      const answer = await rawAnswer(`${line}\r\nHost: ${host}\r\nConnection: close\r\n\r\n`, at);
      const [head = "", body = ""] = answer.split("\r\n\r\n");
      return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), head, body };
    };
    return { at, send, close: () => new Promise((resolve) => site.close(resolve)) };
  }

  it("takes an absolute-form target naming this host as its path", async () => {
    const { at, send, close } = await listener();
    try {
      expect(await send(`GET http://localhost:${at}/nope?x=1 HTTP/1.1`)).toMatchObject({
        status: 200,
        body: "GET /nope?x=1",
      });
      expect((await send(`POST HTTPS://LOCALHOST:${at} HTTP/1.1`)).body).toBe("POST /");
      expect((await send(`GET http://localhost:${at}?q=1 HTTP/1.1`)).body).toBe("GET /?q=1");
    } finally {
      await close();
    }
  });

  it("answers 400 to an absolute-form target naming another host, scheme or user", async () => {
    const { at, send, close } = await listener();
    try {
      for (const target of [
        "http://evil.example/nope",
        `http://localhost:${at + 1}/`,
        `ftp://localhost:${at}/`,
        `http://user@localhost:${at}/`,
        "http://",
      ]) {
        const answer = await send(`GET ${target} HTTP/1.1`);
        expect(answer.status, target).toBe(400);
        expect(answer.head).toMatch(/cache-control: no-store/i);
      }
      // Without a Host header there is nothing it could be checked against.
      const hostless = await rawAnswer(`GET http://localhost:${at}/ HTTP/1.0\r\n\r\n`, at);
      expect(hostless).toMatch(/^HTTP\/1\.1 400 /);
    } finally {
      await close();
    }
  });

  it("answers OPTIONS * with what the server allows, other asterisk and authority forms 400", async () => {
    const { send, close } = await listener();
    try {
      const options = await send("OPTIONS * HTTP/1.1");
      expect(options.status).toBe(204);
      expect(options.head).toMatch(/allow: GET, HEAD, POST/i);
      expect((await send("GET * HTTP/1.1")).status).toBe(400);
      expect((await send("POST * HTTP/1.1")).status).toBe(400);
      expect((await send("GET localhost:443 HTTP/1.1")).status).toBe(400);
      expect((await send("CONNECT localhost:443 HTTP/1.1", "localhost:443")).status).toBe(405);
    } finally {
      await close();
    }
  });

  it("answers another HTTP version than 1.0 and 1.1 with 505 (issue 56)", async () => {
    const { at, send, close } = await listener();
    try {
      for (const version of ["HTTP/2.0", "HTTP/1.2", "HTTP/3.0", "HTTP/9.9"]) {
        const answer = await rawAnswer(
          `GET /nope ${version}\r\nHost: localhost:${at}\r\nConnection: close\r\n\r\n`,
          at,
        );
        expect(answer, version).toMatch(/^HTTP\/1\.1 (505|400) /);
        expect(answer, version).not.toContain("GET /nope");
      }
      expect((await send("GET /nope HTTP/1.1")).status).toBe(200);
      const old = await rawAnswer(`GET /nope HTTP/1.0\r\nHost: localhost:${at}\r\n\r\n`, at);
      expect(old).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      await close();
    }
  });

  it("answers a request with two Host fields 400, whichever host they name (issue 56)", async () => {
    const { at, close } = await listener();
    try {
      for (const hosts of [
        [`localhost:${at}`, `localhost:${at}`],
        [`localhost:${at}`, "evil.example"],
        ["evil.example", `localhost:${at}`],
      ]) {
        const answer = await rawAnswer(
          `GET /nope HTTP/1.1\r\n${hosts.map((host) => `Host: ${host}\r\n`).join("")}` +
            "Connection: close\r\n\r\n",
          at,
        );
        expect(answer, hosts.join(" + ")).toMatch(/^HTTP\/1\.1 400 /);
        expect(answer).toMatch(/cache-control: no-store/i);
      }
    } finally {
      await close();
    }
  });
});
