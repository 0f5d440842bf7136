import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * A throw-away PostgreSQL server for tests: its own data directory and socket directory in a
 * temporary folder, a free port on 127.0.0.1, trust authentication, fsync off. `stop()` shuts
 * it down and deletes the folder; a server still running when the test process exits is shut
 * down then too. Uses the PostgreSQL binaries of the machine (`.ci/run` installs Debian's
 * `postgresql` when they are missing); tests skip with `postgresMissingReason()` without them.
 *
 * initdb refuses to run as root, so as root the binaries run as the `postgres` user (which
 * Debian's package creates) through runuser, and the temporary folder is handed to that user.
 */
export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** The temporary folder holding its data directory (`data/`) and socket. */
  dir: string;
  /** A fresh database on this server, for tests that want their own. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

function findBinDir(): string | undefined {
  if (process.env.PG_BIN_DIR && fs.existsSync(path.join(process.env.PG_BIN_DIR, "initdb"))) {
    return process.env.PG_BIN_DIR;
  }
  const root = "/usr/lib/postgresql";
  if (fs.existsSync(root)) {
    const versions = fs
      .readdirSync(root)
      .filter((version) => fs.existsSync(path.join(root, version, "bin", "initdb")))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(root, versions[0], "bin");
  }
  const found = spawnSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" });
  const initdb = found.stdout.trim();
  return found.status === 0 && initdb ? path.dirname(initdb) : undefined;
}

const binDir = findBinDir();

/** Why PostgreSQL tests cannot run here, or undefined when they can. */
export function postgresMissingReason(): string | undefined {
  if (!binDir) {
    return "PostgreSQL binaries not found (no initdb in /usr/lib/postgresql/*/bin, PATH or PG_BIN_DIR): install Debian's postgresql package (.ci/run does) to run these tests";
  }
  if (process.getuid?.() === 0 && spawnSync("id", ["-u", "postgres"]).status !== 0) {
    return "running as root and there is no postgres user to run PostgreSQL as";
  }
  return undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

const running = new Set<string>();

/** Shuts down what is still running when the test process ends (even on a failed test). */
function stopAllNow() {
  for (const dataDir of running) {
    try {
      const pid = Number(
        fs.readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0],
      );
      // SIGQUIT: immediate shutdown, no waiting for clients.
      if (pid > 0) process.kill(pid, "SIGQUIT");
    } catch {
      // already gone
    }
  }
  running.clear();
}
let exitHookInstalled = false;

export async function startPostgres(): Promise<PostgresServer> {
  const reason = postgresMissingReason();
  if (reason) throw new Error(reason);
  const asRoot = process.getuid?.() === 0;
  const run = (binary: string, args: string[]) => {
    const file = path.join(binDir!, binary);
    const [command, commandArgs] = asRoot
      ? ["runuser", ["-u", "postgres", "--", file, ...args]]
      : [file, args];
    const result = spawnSync(command, commandArgs, { encoding: "utf8", timeout: 60_000 });
    if (result.status !== 0) {
      throw new Error(`${binary} failed (${result.status}): ${result.stderr || result.stdout}`);
    }
  };

  const base = fs.mkdtempSync(path.join(os.tmpdir(), "pg-test-"));
  const dataDir = path.join(base, "data");
  const socketDir = path.join(base, "sock");
  fs.mkdirSync(socketDir);
  if (asRoot) execFileSync("chown", ["-R", "postgres:", base]);

  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on("exit", stopAllNow);
  }

  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  let port = 0;
  for (let attempt = 1; ; attempt++) {
    port = await freePort();
    try {
      run("pg_ctl", [
        "-D",
        dataDir,
        "-l",
        path.join(base, "server.log"),
        "-w",
        "-t",
        "60",
        "-o",
        `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
        "start",
      ]);
      break;
    } catch (error) {
      // Another process may have taken the port between the probe and the start.
      if (attempt >= 3) throw error;
    }
  }
  running.add(dataDir);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;

  return {
    url,
    port,
    dir: base,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
      const { default: pg } = await import("pg");
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`create database ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      if (!running.has(dataDir)) return;
      running.delete(dataDir);
      try {
        run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } finally {
        fs.rmSync(base, { recursive: true, force: true });
      }
    },
  };
}
