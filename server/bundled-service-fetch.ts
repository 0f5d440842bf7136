import express from "express";
import inject from "light-my-request";

import { createApiRouter } from "./api";
import type { Config } from "./config";
import type { Database } from "./db/client";

/**
 * The server's own calls to its bundled platform API (agent creation, inquiry forwarding,
 * content reads), made in process when the service URLs are left at their defaults.
 *
 * Over loopback they came from 127.0.0.1 and counted against the public limit of writes per
 * address: one visitor creating agents made every other visitor's creation fail, and the
 * inquiry outbox drained at the public pace. Here they go to a second instance of the API
 * router without the public limiter, reachable only from this process: nothing a visitor
 * sends can claim the exemption. The public /api keeps its per-visitor limit.
 *
 * Any other URL (a real platform, a fake provider in tests) goes to the network as before.
 */
export function createBundledServiceFetch(options: {
  db: Database;
  config: Config;
  network?: typeof fetch;
}): typeof fetch {
  const network = options.network ?? fetch;
  const prefix = `${options.config.internalOrigin}/api/`;
  const internal = express();
  internal.disable("x-powered-by");
  internal.use("/api", createApiRouter({ ...options, publicRateLimit: false }));

  return async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(prefix) || input instanceof Request) return network(input, init);
    init?.signal?.throwIfAborted();
    const target = new URL(url);
    const body = init?.body;
    if (body !== undefined && body !== null && typeof body !== "string") {
      throw new TypeError("In-process service calls take a string body");
    }
    const answer = await inject(internal, {
      method: (init?.method ?? "GET") as "GET",
      url: `${target.pathname}${target.search}`,
      headers: Object.fromEntries(new Headers(init?.headers)),
      ...(body ? { payload: body } : {}),
      remoteAddress: "127.0.0.1",
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304 || init?.method === "HEAD";
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      statusText: answer.statusMessage,
      headers,
    });
  };
}
