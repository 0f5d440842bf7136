import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

import express from "express";

import { createApiRouter } from "#server/bundled-platform/api";
import type { Config } from "#server/config";
import type { Database } from "#server/db/client";

/**
 * The server's own calls to its bundled API, outside the visitors' rate limit (over loopback one
 * visitor's writes used up everyone's): a second router on a Unix socket only this user can open.
 */
interface BundledServiceFetch {
  fetch: typeof fetch;
  close(): Promise<void>;
}

export function createBundledServiceFetch(options: {
  db: Database;
  config: Config;
  network?: typeof fetch;
}): BundledServiceFetch {
  const network = options.network ?? fetch;
  const prefix = `${options.config.http.internalOrigin}/api/`;
  const internal = express();
  internal.disable("x-powered-by");
  internal.use("/api", createApiRouter({ ...options, publicRateLimit: false }));

  let listening: Promise<{ server: http.Server; socketPath: string }> | undefined;
  const start = () => {
    listening ??= new Promise((resolve, reject) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-services-"));
      fs.chmodSync(dir, 0o700);
      const socketPath = path.join(dir, "api.sock");
      const server = http.createServer(internal);
      server.once("error", reject);
      server.listen(socketPath, () => {
        server.unref();
        resolve({ server, socketPath });
      });
    });
    return listening;
  };

  const send: typeof fetch = async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(prefix) || input instanceof Request) return network(input, init);
    const { socketPath } = await start();
    const body = init?.body ?? undefined;
    if (body !== undefined && typeof body !== "string") {
      throw new TypeError("Calls to the bundled platform take a string body");
    }
    const target = new URL(url);
    return new Promise<Response>((resolve, reject) => {
      const request = http.request(
        {
          socketPath,
          method: init?.method ?? "GET",
          path: `${target.pathname}${target.search}`,
          headers: { ...Object.fromEntries(new Headers(init?.headers)), host: target.host },
          signal: init?.signal ?? undefined,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("error", reject);
          response.on("end", () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(response.headers)) {
              if (value === undefined) continue;
              for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
            }
            const status = response.statusCode ?? 502;
            const empty = status === 204 || status === 304 || init?.method === "HEAD";
            resolve(
              new Response(empty ? null : Buffer.concat(chunks), {
                status,
                statusText: response.statusMessage,
                headers,
              }),
            );
          });
        },
      );
      request.on("error", reject);
      request.end(body);
    });
  };

  return {
    fetch: send,
    async close() {
      if (!listening) return;
      const { server, socketPath } = await listening;
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(path.dirname(socketPath), { recursive: true, force: true });
    },
  };
}
