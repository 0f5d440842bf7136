// `npm run desk`: the contact inquiries the site stored, with their delivery state.
//   npm run desk                 a table
//   npm run desk -- --csv        CSV on stdout (npm run -s inquiries -- --csv > inquiries.csv)
//   npm run desk -- --json       JSON on stdout
//   npm run desk -- retry <id>   sends a failed inquiry again (a fresh round of attempts)
// It reads the same database as the server: DATABASE_URL (PostgreSQL, any time) or the PGlite
// files in DATA_DIR (default ./data). PGlite allows one process at a time: the script takes the
// server's lock on DATA_DIR (server/process/data-dir-lock.ts), and while a running server holds it, it
// asks that server on its desk CLI socket in DATA_DIR (server/desk/cli-socket.ts) instead.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";

import lockfile from "proper-lockfile";

// The queries and the CSV are shared with the server's sales desk (one copy of each). Node loads
// the TypeScript file by stripping its types.
import {
  DESK_SOCKET_NAME,
  inquiriesCsv,
  listAllInquiries,
  retryFailedInquiry,
  valuesOfRow,
} from "#server/desk/desk-queries.ts";
import { LEAD_STATUSES } from "#app/features/desk/desk-values.ts";
import { keepNewFilesPrivate } from "#server/process/private-files.ts";

// The same lock as server/process/data-dir-lock.ts (name and timings must match).
const LOCK_NAME = "owner.lock";
const LOCK_STALE_MS = 10_000;

const iso = (value) => (value === null || value === undefined ? "" : new Date(value).toISOString());

const clip = (text, width) => {
  const flat = String(text ?? "").replace(/\s+/g, " ");
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
};

/** The state of the inquiry's e-mail to the sales team; blank when e-mail was off. */
function salesEmailNote(row) {
  if (!row.sales_email_status) return "";
  if (row.sales_email_status !== "failed") return row.sales_email_status;
  return clip(
    `failed${row.sales_email_error ? `: ${row.sales_email_error}` : ""}; retry <id> to send again`,
    60,
  );
}

/** A table for the terminal: one line per inquiry, then a summary. */
export function toTable(rows) {
  if (rows.length === 0) return "No inquiries stored.\n";
  const header = [
    "Id",
    "Created (UTC)",
    "Lead",
    "State",
    "Tries",
    "Name",
    "Email",
    "Subject",
    "Note",
    "E-mail to sales",
  ];
  const body = rows.map((row) => {
    const values = valuesOfRow(row);
    return [
      String(row.id),
      iso(row.created_at).slice(0, 19).replace("T", " "),
      String(row.lead_status ?? "new"),
      row.status,
      String(row.attempts),
      clip(values.fullName, 24),
      clip(values.email, 30),
      clip(values.subject, 30),
      row.status === "delivered"
        ? `delivered ${iso(row.delivered_at).slice(0, 19).replace("T", " ")}`
        : row.status === "failed"
          ? clip(
              `gave up${row.last_error ? `: ${row.last_error}` : ""}; retry <id> to send again`,
              60,
            )
          : clip(
              `next try ${iso(row.next_attempt_at).slice(0, 19).replace("T", " ")}${row.last_error ? `; ${row.last_error}` : ""}`,
              60,
            ),
      salesEmailNote(row),
    ];
  });
  const widths = header.map((title, index) =>
    Math.max(title.length, ...body.map((cells) => cells[index].length)),
  );
  const line = (cells) =>
    cells
      .map((cell, index) => cell.padEnd(widths[index]))
      .join("  ")
      .trimEnd();
  const delivered = rows.filter((row) => row.status === "delivered").length;
  const failed = rows.filter((row) => row.status === "failed").length;
  const pending = rows.length - delivered - failed;
  const emailsFailed = rows.filter((row) => row.sales_email_status === "failed").length;
  const leads = LEAD_STATUSES.map((status) => [
    status,
    rows.filter((row) => (row.lead_status ?? "new") === status).length,
  ]).filter(([, count]) => count > 0);
  return [
    line(header),
    line(widths.map((width) => "-".repeat(width))),
    ...body.map(line),
    "",
    `${rows.length} ${rows.length === 1 ? "inquiry" : "inquiries"}: ${delivered} delivered, ${pending} pending${failed ? `, ${failed} failed (npm run desk -- retry <id>)` : ""}.`,
    `Leads: ${leads.map(([status, count]) => `${count} ${status}`).join(", ")}.`,
    ...(emailsFailed
      ? [
          `${emailsFailed} ${emailsFailed === 1 ? "e-mail" : "e-mails"} to sales failed (npm run desk -- retry <id>).`,
        ]
      : []),
    "",
  ].join("\n");
}

class UsageError extends Error {}

/** DATA_DIR is held by a running server (which then answers on its desk CLI socket). */
class DataDirInUse extends UsageError {
  constructor(dataDir, message) {
    super(message);
    this.socketPath = path.join(dataDir, DESK_SOCKET_NAME);
  }
}

/** One request to the running server's desk CLI socket (server/desk/cli-socket.ts). */
function askServer(socketPath, method, requestPath) {
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath, method, path: requestPath }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        if (response.statusCode !== 200) {
          reject(new Error(`The server answered ${response.statusCode}: ${body}`));
        } else resolve(JSON.parse(body));
      });
    });
    request.setTimeout(30_000, () => request.destroy(new Error("The server did not answer.")));
    request.on("error", reject);
    request.end();
  });
}

/**
 * Runs `local()` on the database; when a server holds DATA_DIR and answers on its desk CLI
 * socket, asks it with `remote(socketPath)` instead.
 */
async function locallyOrViaServer(local, remote) {
  try {
    return await local();
  } catch (error) {
    if (!(error instanceof DataDirInUse) || !fs.existsSync(error.socketPath)) throw error;
    return remote(error.socketPath);
  }
}

/** Takes DATA_DIR like the server does; refuses at once while someone else holds it. */
async function lockDataDir(dataDir) {
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, LOCK_NAME),
      realpath: false,
      stale: LOCK_STALE_MS,
    });
  } catch (error) {
    if (error?.code !== "ELOCKED") throw error;
    throw new DataDirInUse(
      dataDir,
      `The server is using ${dataDir} (it holds ${path.join(dataDir, LOCK_NAME)}) and does not ` +
        `answer on ${path.join(dataDir, DESK_SOCKET_NAME)}. ` +
        "PGlite allows one process at a time: stop the server, run this again, then start it. " +
        "With PostgreSQL (DATABASE_URL) this works while the server runs. " +
        `If no server is running, it stopped less than ${LOCK_STALE_MS / 1000} s ago without ` +
        "cleaning up: try again in a few seconds.",
    );
  }
}

/**
 * Runs `work(query)` against the server's database: PostgreSQL (any time) or the PGlite files
 * in DATA_DIR (only while no server holds them). `query(text, params)` resolves to the rows.
 * Undefined when there is no database yet.
 */
async function withDatabase(env, work) {
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      return await work(async (text, params) => (await client.query(text, params)).rows);
    } finally {
      await client.end();
    }
  }
  const dataDirSetting = env.DATA_DIR || "./data";
  if (dataDirSetting.startsWith("memory://")) {
    throw new UsageError("DATA_DIR is an in-memory database: there is nothing to read.");
  }
  const dataDir = path.resolve(dataDirSetting);
  const pgliteDir = path.join(dataDir, "pglite");
  if (!fs.existsSync(path.join(pgliteDir, "PG_VERSION"))) {
    process.stderr.write(`No database in ${pgliteDir} yet: no inquiries stored.\n`);
    return undefined;
  }
  const release = await lockDataDir(dataDir);
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(pgliteDir);
  try {
    return await work(async (text, params) => (await db.query(text, params)).rows);
  } finally {
    await db.close();
    await release();
  }
}

const noTableYet = (error) =>
  error?.code === "42P01" || /relation "contact_inquiries"/.test(String(error?.message));

/** A column this version reads is missing: the server that migrates the database has not run. */
const olderDatabase = (error) => error?.code === "42703";

async function listInquiries(env) {
  const rows = await locallyOrViaServer(
    () =>
      withDatabase(env, async (run) => {
        try {
          return await listAllInquiries(run);
        } catch (error) {
          if (noTableYet(error)) return []; // the server never started
          if (olderDatabase(error)) {
            throw new UsageError(
              "The database is older than this version of the site: start the server once " +
                "(it migrates the database), then run this again.",
            );
          }
          throw error;
        }
      }),
    (socketPath) => askServer(socketPath, "GET", "/inquiries"),
  );
  return rows ?? [];
}

/**
 * Puts a failed inquiry (or its failed e-mail to sales) back in the outbox with a fresh round of
 * attempts; the server's worker
 * sends it at its next look (within 30 s), or at start.
 */
async function retryInquiry(env, id) {
  const outcome = await locallyOrViaServer(
    () => withDatabase(env, (run) => retryFailedInquiry(run, id)),
    async (socketPath) =>
      (await askServer(socketPath, "POST", `/inquiries/${encodeURIComponent(id)}/retry`)).outcome,
  );
  if (outcome === "retried") {
    process.stdout.write(`Inquiry ${id} is pending again; the server sends it shortly.\n`);
    return 0;
  }
  if (outcome === "email-retried") {
    process.stdout.write(
      `The e-mail to sales for inquiry ${id} is pending again; the server sends it shortly.\n`,
    );
    return 0;
  }
  throw new UsageError(
    outcome === "missing" || outcome === undefined
      ? `No inquiry with id ${id}.`
      : `Inquiry ${id} is ${outcome}, not failed: nothing to retry.`,
  );
}

export async function main(argv = process.argv.slice(2), env = process.env) {
  const flags = new Set(argv);
  if (flags.has("--help") || flags.has("-h")) {
    process.stdout.write(
      "Usage: npm run desk [-- --csv | --json]\n" +
        "       npm run desk -- retry <id>\n" +
        "Lists the stored contact inquiries and their delivery state (pending, delivered, failed);\n" +
        "retry puts a failed one back in the outbox with a fresh round of attempts.\n" +
        "Reads DATABASE_URL, or the PGlite files in DATA_DIR (default ./data), through the running\n" +
        "server when it holds them.\n",
    );
    return 0;
  }
  if (argv[0] === "retry") {
    if (argv.length !== 2 || !argv[1]) throw new UsageError("Usage: npm run desk -- retry <id>");
    return retryInquiry(env, argv[1]);
  }
  const unknown = argv.filter((arg) => !["--csv", "--json"].includes(arg));
  if (unknown.length > 0) throw new UsageError(`Unknown option: ${unknown.join(" ")} (try --help)`);

  const rows = await listInquiries(env);

  if (flags.has("--csv")) process.stdout.write(inquiriesCsv(rows));
  else if (flags.has("--json")) process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
  else process.stdout.write(toTable(rows));
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  // The database files it may create in DATA_DIR are the owner's alone.
  keepNewFilesPrivate();
  main().then(
    (code) => process.exit(code),
    (error) => {
      process.stderr.write(
        `${error instanceof UsageError ? error.message : (error?.stack ?? error)}\n`,
      );
      process.exit(error instanceof UsageError ? 2 : 1);
    },
  );
}
