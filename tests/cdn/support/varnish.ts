import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { defaultVclPath, renderVcl, type Instance } from "#deploy/varnish/render-vcl";
import { freePort } from "#tests/e2e/support/servers";

/**
 * Varnish for the CDN test: deploy/varnish/default.vcl rendered with the test's instances,
 * in a working directory of its own (`-n`, so it never meets a system Varnish or another
 * test's), on a free port, in the foreground (`-F`) so that stopping the child stops it.
 * As root, varnishd reads the VCL and writes its working directory as its own users, so the
 * temporary folder is made readable for them.
 */
/** A binary on PATH, or in /usr/sbin (where Debian puts varnishd, often off a user's PATH). */
const which = (name: string) =>
  spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).stdout.trim() ||
  [`/usr/sbin/${name}`, `/usr/bin/${name}`].find((file) => fs.existsSync(file)) ||
  "";
export const varnishd = which("varnishd");
const varnishadmBinary = which("varnishadm");
const varnishlogBinary = which("varnishlog");

/** Why the CDN test cannot run here, or undefined. */
export function varnishMissingReason(): string | undefined {
  if (!varnishd || !varnishadmBinary || !varnishlogBinary) {
    return "varnishd not found: install Debian's varnish package (.ci/run does) to run test:cdn";
  }
  return undefined;
}

/** `varnishd -C`: compiles a VCL file without starting anything; throws with the compiler's text. */
export function checkVclSyntax(file: string): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vcl-check-"));
  try {
    fs.chmodSync(dir, 0o755);
    const copy = path.join(dir, "check.vcl");
    fs.copyFileSync(file, copy);
    fs.chmodSync(copy, 0o644);
    const result = spawnSync(varnishd, ["-C", "-n", path.join(dir, "work"), "-f", copy], {
      encoding: "utf8",
    });
    if (result.status !== 0) {
      const message = result.stderr.split("\n").filter((line) => !line.startsWith(" *"));
      throw new Error(`varnishd -C failed for ${file}:\n${message.slice(-30).join("\n")}`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface Varnish {
  url: string;
  port: number;
  pid: number;
  dir: string;
  /** Health of each instance as Varnish's probes see it: { site_1: true, ... }. */
  health(): Record<string, boolean>;
  /** The headers of every backend request Varnish made for this URL so far (its log). */
  backendRequestHeaders(url: string): string[][];
  /** Waits until the probes see every listed backend in the given state; the time it took. */
  waitForHealth(want: Record<string, boolean>, timeoutMs?: number): Promise<number>;
  stop(): Promise<void>;
}

export async function startVarnish(instances: Instance[]): Promise<Varnish> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cdn-test-varnish-"));
  fs.chmodSync(dir, 0o755);
  const vcl = path.join(dir, "site.vcl");
  fs.writeFileSync(vcl, renderVcl(fs.readFileSync(defaultVclPath, "utf8"), instances));
  fs.chmodSync(vcl, 0o644);
  const work = path.join(dir, "work");

  let child: ChildProcess | undefined;
  let port = 0;
  let output = "";
  for (let attempt = 1; !child; attempt++) {
    port = await freePort();
    const started = spawn(
      varnishd,
      [
        "-F",
        "-n",
        work,
        "-a",
        `127.0.0.1:${port}`,
        "-T",
        "127.0.0.1:0",
        "-f",
        vcl,
        "-s",
        "malloc,64m",
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    started.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    started.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const outcome = await waitForListening(`http://127.0.0.1:${port}/`, started, () => output);
    if (outcome === "ready") child = started;
    else if (attempt >= 3) throw new Error(`varnishd did not start:\n${output}`);
  }
  const running = child;

  const health = () => {
    const result = spawnSync(varnishadmBinary, ["-n", work, "backend.list"], { encoding: "utf8" });
    const states: Record<string, boolean> = {};
    for (const line of result.stdout.split("\n")) {
      const match = /^\S*\.(site_\d+)\s+\S+\s+\S+\s+(healthy|sick)/.exec(line);
      if (match) states[match[1]!] = match[2] === "healthy";
    }
    return states;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: running.pid!,
    dir,
    health,
    backendRequestHeaders(url) {
      const result = spawnSync(
        varnishlogBinary,
        [
          "-d",
          "-n",
          work,
          "-b",
          "-g",
          "request",
          "-q",
          `BereqURL eq "${url}"`,
          "-i",
          "BereqHeader",
        ],
        { encoding: "utf8", timeout: 10_000 },
      );
      // One block per backend request, separated by blank lines; "-- BereqHeader  Name: value".
      return result.stdout
        .split(/\n\s*\n/)
        .map((block) =>
          [...block.matchAll(/BereqHeader\s+(.*)$/gm)].map((match) => match[1]!.trim()),
        )
        .filter((headers) => headers.length > 0);
    },
    async waitForHealth(want, timeoutMs = 20_000) {
      const started = Date.now();
      for (;;) {
        const states = health();
        if (Object.entries(want).every(([name, healthy]) => states[name] === healthy)) {
          return Date.now() - started;
        }
        if (Date.now() - started > timeoutMs) {
          throw new Error(`backends not ${JSON.stringify(want)}: ${JSON.stringify(states)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      if (running.exitCode === null && running.signalCode === null) {
        const exited = new Promise((resolve) => running.once("exit", resolve));
        running.kill("SIGTERM");
        const timer = setTimeout(() => running.kill("SIGKILL"), 5000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitForListening(
  url: string,
  child: ChildProcess,
  output: () => string,
): Promise<"ready" | "failed"> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) return "failed";
    try {
      await fetch(url, { method: "HEAD", signal: AbortSignal.timeout(1000) });
      return "ready";
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`varnishd not answering on ${url}:\n${output()}`);
}
