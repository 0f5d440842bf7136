import type { AddressInfo } from "node:net";
import http from "node:http";

import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { parseConfig } from "./config";
import { CONTACT_BODY_LIMIT_BYTES, CONTACT_PATHS, contactGuards } from "./contact-guards";

let server: http.Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(CONTACT_PATHS, contactGuards(parseConfig({ RATE_LIMIT_WRITES_PER_MINUTE: "3" })));
  app.all("/{*splat}", (_req, res) => {
    res.status(200).send("handled");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw request, so that headers like Transfer-Encoding are exactly what we say. */
function send(method: string, path: string, headers: Record<string, string>, body = "") {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers }, (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on("error", reject);
    request.end(body);
  });
}
const form = { "content-type": "application/x-www-form-urlencoded" };

describe("contact guards", () => {
  it("refuses a body over the limit before reading it, with a clear page", async () => {
    const response = await send("POST", "/contact", {
      ...form,
      "content-length": String(CONTACT_BODY_LIMIT_BYTES + 1),
    });
    expect(response.status).toBe(413);
    expect(response.text).toContain("<h1");
    expect(response.text).toContain("Message too large");
    expect(response.text).toContain("Please shorten it and try again.");
  });

  it("refuses a body of unknown length and methods other than POST", async () => {
    expect(
      (await send("POST", "/contact.data", { ...form, "transfer-encoding": "chunked" }, "a=1"))
        .status,
    ).toBe(411);
    expect((await send("DELETE", "/contact", {})).status).toBe(405);
  });

  it("never limits reading the page", async () => {
    for (let n = 0; n < 5; n++) expect((await send("GET", "/contact", {})).status).toBe(200);
  });

  it("lets the limit of writes through per minute, then answers 429 with a clear page", async () => {
    // Two writes were counted above (the 413 and the 411); the DELETE is the third.
    const response = await send("POST", "/contact", form, "full_name=Jane");
    expect(response.status).toBe(429);
    expect(response.text).toContain("Too many messages");
    expect(response.text).toContain("Please wait a minute and try again.");
    expect(response.text).toContain('href="/contact"');
  });

  it("leaves other paths alone", async () => {
    expect((await send("POST", "/api/anything", form, "a=1")).status).toBe(200);
  });
});
