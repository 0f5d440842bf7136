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
 * PGlite lets one process open DATA_DIR, so while the server runs `npm run desk` cannot.
 * The server therefore answers the CLI's two questions on a Unix socket inside DATA_DIR:
 *
 *   GET  /inquiries            every inquiry (JSON), as the CLI would read them itself
 *   POST /inquiries/<id>/retry a failed inquiry back to the outbox, which is woken
 *   GET  /backup               the database as a gzipped tarball (`npm run backup`)
 *
 * The socket is only for this machine's user that owns DATA_DIR (mode 0600, in a directory
 * whose files are the database itself): whoever can open it could read the database anyway.
 */
interface DeskCliSocket {
  socketPath: string;
  close(): Promise<void>;
}

/** Unix socket paths are limited to about 107 bytes (sun_path). */
const MAX_SOCKET_PATH = 100;

export async function startDeskCliSocket(options: {
  dataDir: string;
  run: RunQuery;
  outbox: InquiryOutbox;
  /** The PGlite data directory as a tarball (server/db/client.ts), for `npm run backup`. */
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
