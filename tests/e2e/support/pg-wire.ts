import net from "node:net";

import { PGlite } from "@electric-sql/pglite";

/**
 * An in-memory PGlite served over the PostgreSQL wire protocol on loopback, so that a test can
 * run the site with DATABASE_URL (the node-postgres code path) and pull the database away and
 * bring it back. (@electric-sql/pglite-socket does this too, but pins an older PGlite as its
 * peer; this is the small part of it the tests need.)
 *
 * PGlite is one backend shared by every connection, so the server runs one client's batch
 * (messages up to a Sync or a simple Query) at a time, and while a client holds a transaction
 * open only that client's batches run.
 */
export interface WireDatabase {
  /** postgres:// URL for DATABASE_URL. */
  url: string;
  port: number;
  db: PGlite;
  /** The database becomes unreachable: listening stops and every connection is cut. */
  stop(): Promise<void>;
  /** Listens again on the same port, with the same data. */
  start(): Promise<void>;
  close(): Promise<void>;
}

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;

interface Connection {
  socket: net.Socket;
}
interface Job {
  connection: Connection;
  messages: Buffer[];
}

export async function startWireDatabase(): Promise<WireDatabase> {
  const db = new PGlite();
  await db.waitReady;

  const queue: Job[] = [];
  let owner: Connection | null = null;
  let running = false;
  const sockets = new Set<net.Socket>();

  const pump = async () => {
    if (running) return;
    running = true;
    try {
      while (queue.length > 0) {
        const index = owner ? queue.findIndex((job) => job.connection === owner) : 0;
        if (index === -1) break; // the transaction's owner has nothing to run yet
        const [job] = queue.splice(index, 1);
        const { socket } = job!.connection;
        await db.runExclusive(async () => {
          for (const message of job!.messages) {
            const reply = await db.execProtocolRaw(new Uint8Array(message));
            if (reply.length > 0 && socket.writable) socket.write(Buffer.from(reply));
          }
        });
        owner = db.isInTransaction() ? job!.connection : null;
      }
    } finally {
      running = false;
    }
  };

  const drop = async (connection: Connection) => {
    for (let i = queue.length - 1; i >= 0; i--) {
      if (queue[i]!.connection === connection) queue.splice(i, 1);
    }
    if (owner === connection) {
      owner = null;
      await db.exec("ROLLBACK").catch(() => {});
    }
    void pump();
  };

  const onConnection = (socket: net.Socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    const connection: Connection = { socket };
    let buffer = Buffer.alloc(0);
    let started = false;
    let pending: Buffer[] = [];

    socket.on("data", (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          // Startup phase: length-prefixed messages without a type byte.
          if (buffer.length < 8) return;
          const length = buffer.readInt32BE(0);
          const code = buffer.readInt32BE(4);
          if (length === 8 && code === SSL_REQUEST) {
            socket.write("N");
            buffer = buffer.subarray(8);
            continue;
          }
          if (buffer.length < length) return;
          const message = buffer.subarray(0, length);
          buffer = buffer.subarray(length);
          if (code === CANCEL_REQUEST) {
            socket.end();
            return;
          }
          started = true;
          queue.push({ connection, messages: [message] });
          void pump();
          continue;
        }
        if (buffer.length < 5) return;
        const total = 1 + buffer.readInt32BE(1);
        if (buffer.length < total) return;
        const message = Buffer.from(buffer.subarray(0, total));
        buffer = buffer.subarray(total);
        const type = String.fromCharCode(message[0]!);
        if (type === "X") {
          socket.end();
          return;
        }
        pending.push(message);
        // Sync, simple Query and Flush end a batch that must run without interleaving.
        if (type === "S" || type === "Q" || type === "H") {
          queue.push({ connection, messages: pending });
          pending = [];
          void pump();
        }
      }
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      sockets.delete(socket);
      void drop(connection);
    });
  };

  let server: net.Server | undefined;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const listening = net.createServer(onConnection);
      listening.once("error", reject);
      listening.listen(port, "127.0.0.1", () => {
        port = (listening.address() as net.AddressInfo).port;
        server = listening;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      const closing = server;
      server = undefined;
      for (const socket of sockets) socket.destroy();
      closing.close(() => resolve());
    });

  await start();
  return {
    get url() {
      return `postgres://postgres@127.0.0.1:${port}/postgres`;
    },
    get port() {
      return port;
    },
    db,
    stop,
    start,
    close: async () => {
      await stop();
      await db.close();
    },
  };
}
