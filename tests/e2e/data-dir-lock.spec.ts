import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { runInquiriesScript } from "./support/contact";
import { expect, test } from "./support/fixtures";
import { freePort, startSiteServer, type SiteServer } from "./support/servers";

// One worker for these tests: beforeAll's server starts once, not once a worker.
test.describe.configure({ mode: "default" });

/** One process per PGlite data directory (server/process/data-dir-lock.ts). */
let server: SiteServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startSiteServer({ LOG_REQUESTS: "false" });
});

test.afterAll(async () => {
  await server?.stop();
});

test("a second server on the same DATA_DIR exits non-zero and says why", async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  const second = spawn(process.execPath, ["build/server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: server.dataDir,
      LOG_REQUESTS: "false",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  second.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  second.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => second.once("exit", resolve));

  expect(code).toBe(1);
  expect(output).toContain(`DATA_DIR ${server.dataDir} is in use by another process`);
  expect(output).not.toContain("listening on");
  // The first server is unharmed.
  expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
});

test("npm run desk asks the server that holds DATA_DIR, refuses without its socket, and opens DATA_DIR once it stopped", async () => {
  test.setTimeout(90_000);
  // The running server answers for the database it holds (server/desk/cli-socket.ts).
  const viaServer = runInquiriesScript(server.dataDir, ["--json"]);
  expect(viaServer.stderr).toBe("");
  expect(viaServer.status).toBe(0);
  expect(JSON.parse(viaServer.stdout)).toEqual([]);

  // A server that does not answer (an older version, without the socket): the lock still holds.
  fs.rmSync(path.join(server.dataDir, "desk.sock"));
  const refused = runInquiriesScript(server.dataDir, ["--json"]);
  expect(refused.status).toBe(2);
  expect(refused.stderr).toContain("stop the server");

  await server.stop();
  const allowed = runInquiriesScript(server.dataDir, ["--json"]);
  expect(allowed.status).toBe(0);
  expect(JSON.parse(allowed.stdout)).toEqual([]);
});
