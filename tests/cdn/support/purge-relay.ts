import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Stands between the instances' CACHE_PURGE_URL and Varnish: it notes when each purge arrives
 * (the purge latency) and passes it on, or, while `forwarding` is off, answers 200 and drops
 * it, which is what Varnish sees from instances started without CACHE_PURGE_URL (the test
 * checks expiry by TTL that way without restarting the instances).
 */
export interface PurgeRelay {
  url: string;
  forwarding: boolean;
  /** Every purge received: when, its pattern, and Varnish's status (0 when dropped). */
  received: Array<{ at: number; pattern: string; status: number }>;
  close(): Promise<void>;
}

export async function startPurgeRelay(varnishUrl: () => string): Promise<PurgeRelay> {
  const relay: PurgeRelay = {
    url: "",
    forwarding: true,
    received: [],
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const entry = { at: Date.now(), pattern: String(req.headers["x-ban-url"] ?? ""), status: 0 };
      relay.received.push(entry);
      if (!relay.forwarding) {
        res.writeHead(200).end("dropped");
        return;
      }
      const upstream = http.request(
        `${varnishUrl()}${req.url ?? "/"}`,
        { method: req.method, headers: req.headers },
        (answer) => {
          entry.status = answer.statusCode ?? 0;
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on("error", () => res.writeHead(502).end());
      upstream.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  relay.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  relay.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return relay;
}
