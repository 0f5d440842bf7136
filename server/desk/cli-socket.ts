import fs from "node:fs";
import http from "node:http";
import path from "node:path";

import {
  DESK_SOCKET_NAME,
  listAllInquiries,
  retryFailedInquiry,
  retryQueued,
  type RunQuery,
} from "./desk-queries";
import type { InquiryOutbox } from "#server/inquiries/service";

/**
 * While the server holds DATA_DIR, `npm run desk` and `npm run backup` ask it on a Unix socket
 * there (mode 0600): whoever can open it could read the database anyway.
 */
interface DeskCliSocket {
  socketPath: string;
  close(): Promise<void>;
}

const MAX_SOCKET_PATH = 100;

export async function startDeskCliSocket(options: {
  dataDir: string;
  run: RunQuery;
  outbox: InquiryOutbox;
  dump?: () => Promise<Blob>;
  onError?: (error: unknown) => void;
}): Promise<DeskCliSocket | undefined> {
  const socketPath = path.join(path.resolve(options.dataDir), DESK_SOCKET_NAME);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) return undefined;
  // The caller holds the lock on DATA_DIR: a socket file left there is from a stopped server.
  fs.rmSync(socketPath, { force: true });

  const server = http.createServer((req, res) => {
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    const retry = /^\/inquiries\/([^/]{1,64})\/retry$/.exec(req.url ?? "");
    (async () => {
      if (req.method === "GET" && req.url === "/inquiries") {
        return send(200, await listAllInquiries(options.run));
      }
      if (req.method === "GET" && req.url === "/backup" && options.dump) {
        const tarball = Buffer.from(await (await options.dump()).arrayBuffer());
        res.writeHead(200, {
          "content-type": "application/gzip",
          "content-length": tarball.length,
        });
        res.end(tarball);
        return;
      }
      if (req.method === "POST" && retry) {
        const id = decodeURIComponent(retry[1]!);
        const outcome = await retryFailedInquiry(options.run, id);
        if (retryQueued(outcome)) options.outbox.deliverNow(id);
        return send(200, { outcome });
      }
      send(404, { error: "unknown request" });
    })().catch((error: unknown) => {
      options.onError?.(error);
      send(500, { error: error instanceof Error ? error.message : String(error) });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => {
      server.off("error", reject);
      resolve();
    });
  });
  fs.chmodSync(socketPath, 0o600);
  server.unref();
  return {
    socketPath,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(socketPath, { force: true });
      }),
  };
}
