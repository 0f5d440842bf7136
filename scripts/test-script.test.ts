import { spawn } from "node:child_process";
import net from "node:net";

import { describe, expect, it } from "vitest";

describe("npm test", () => {
  it("fails within seconds when the end-to-end port is taken, saying what to do", async () => {
    const busy = net.createServer();
    await new Promise<void>((resolve) => busy.listen(0, "0.0.0.0", resolve));
    const port = (busy.address() as net.AddressInfo).port;
    const started = Date.now();
    try {
      const child = spawn(process.execPath, ["scripts/test.mjs"], {
        env: { ...process.env, E2E_PORT: String(port), CHROMIUM_PATH: process.execPath },
      });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
      expect(code).toBe(1);
      expect(output).toContain(`port ${port} is in use: stop \`npm start\``);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      busy.close();
    }
  });
});
