import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { freePort, type SiteServer } from "./servers";

/**
 * Like `startSiteServer` (servers.ts), with a longer wait for readiness and no process left
 * behind when it never gets ready. A start runs the migrations on a fresh database, which can
 * take well over 30 s on a 2-core machine shared with other test runs.
 */
export async function startSiteServerPatiently(
  env: Record<string, string> = {},
  readyTimeoutMs = 120_000,
): Promise<SiteServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-e2e-"));
  let output = "";
  let child: ChildProcess;

  const waitForReady = async () => {
    const deadline = Date.now() + readyTimeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    child.kill("SIGKILL");
    throw new Error(`server on port ${port} not ready after ${readyTimeoutMs} ms\n${output}`);
  };

  const launch = async (extraEnv: Record<string, string> = {}) => {
    child = spawn(process.execPath, ["build/server.mjs"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        RATE_LIMIT_WRITES_PER_MINUTE: "1000",
        LOG_REQUESTS: "false",
        ...env,
        ...extraEnv,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await waitForReady();
  };

  const stop = (signal: NodeJS.Signals = "SIGTERM") =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null) return resolve(child.exitCode);
      child.once("exit", (code) => resolve(code));
      child.kill(signal);
    });

  await launch();
  return {
    url: `http://localhost:${port}`,
    port,
    dataDir,
    output: () => output,
    stop,
    restart: async (extraEnv) => {
      await stop();
      await launch(extraEnv);
    },
  };
}
