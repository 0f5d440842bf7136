import http from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { createHttpPlatformClient } from "./http-client";

/**
 * A platform that closes a kept-alive connection as the next request on it arrives, without
 * answering: what happens when its idle timeout and ours run out together (undici then fails
 * the call at once with "other side closed").
 */
async function platformClosingReusedConnections() {
  const requestsPerSocket = new WeakMap<object, number>();
  const handled: string[] = [];
  const server = http.createServer((request, response) => {
    const count = (requestsPerSocket.get(request.socket) ?? 0) + 1;
    requestsPerSocket.set(request.socket, count);
    if (count > 1) {
      request.socket.destroy();
      return;
    }
    handled.push(`${request.method} ${request.url}`);
    response.setHeader("content-type", "application/json");
    response.end(request.url?.startsWith("/blogcategory") ? "[]" : '{"data":{"data":[]}}');
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, handled, close: () => new Promise((resolve) => server.close(resolve)) };
}

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

function client(apiUrl: string, send?: typeof fetch, timeoutMs = 3000) {
  return createHttpPlatformClient(
    {
      services: {
        apiUrl,
        builderApiUrl: apiUrl,
        inquiryUrl: `${apiUrl}/inquiries`,
        productApiUrl: apiUrl,
        timeoutMs,
      },
    },
    send,
  );
}

describe("the platform client over kept-alive connections", () => {
  it("sends a GET again when the platform closed the connection it went out on", async () => {
    const platform = await platformClosingReusedConnections();
    close = platform.close;
    const platformClient = client(platform.url);
    await expect(platformClient.getBlogCategories()).resolves.toEqual([]);
    // The second call goes out on the first call's connection, which the platform closes.
    await expect(platformClient.getBlogCategories()).resolves.toEqual([]);
    await expect(platformClient.getBlogCategories()).resolves.toEqual([]);
    expect(platform.handled).toEqual(Array(3).fill("GET /blogcategory/getCategories"));
  });

  it("sends a GET twice at most, and a POST once: the platform may have acted on it", async () => {
    const sent: string[] = [];
    const closedUnderneath: typeof fetch = async (_input, init) => {
      sent.push(init?.method ?? "GET");
      throw new TypeError("fetch failed", {
        cause: Object.assign(new Error("other side closed"), { code: "UND_ERR_SOCKET" }),
      });
    };
    const platformClient = client("http://platform.invalid", closedUnderneath);
    await expect(platformClient.getAllBlogs()).rejects.toMatchObject({ kind: "unreachable" });
    expect(sent).toEqual(["GET", "GET"]);
    sent.length = 0;
    await expect(platformClient.sendInquiry({ name: "Ada" })).rejects.toMatchObject({
      kind: "unreachable",
    });
    expect(sent).toEqual(["POST"]);
  });

  it("does not send again after a time-out", async () => {
    let sends = 0;
    const neverAnswers: typeof fetch = (_input, init) => {
      sends++;
      return new Promise((_resolve, reject) =>
        init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)),
      );
    };
    const platformClient = client("http://platform.invalid", neverAnswers, 50);
    await expect(platformClient.getAllBlogs()).rejects.toMatchObject({ kind: "timeout" });
    expect(sends).toBe(1);
  });
});
