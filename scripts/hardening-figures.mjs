// Figures of the request hardening, against a built checkout (default: this one):
//   node scripts/hardening-figures.mjs [checkoutDir] [--skip-drain]
// 1. contact posts accepted from one address in one minute under several spellings of /contact;
// 2. the server's peak memory (VmHWM) and the bytes it let in for a 100 MB post;
// 3. how fast a backlog of 1,000 stored inquiries drains: to the bundled provider, and to a
//    provider that takes 10 a second and answers 429 with Retry-After: 1 beyond that.
// Linux only (reads /proc). Ports 3190-3193.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const dir = path.resolve(
  process.argv[2] && !process.argv[2].startsWith("--") ? process.argv[2] : ".",
);
const skipDrain = process.argv.includes("--skip-drain");
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServer(port, env = {}) {
  const child = spawn(process.execPath, ["build/server.mjs"], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: "memory://",
      LOG_REQUESTS: "false",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines = [];
  let buffer = "";
  child.stdout.on("data", (chunk) => {
    buffer += chunk;
    const parts = buffer.split("\n");
    buffer = parts.pop();
    for (const line of parts) lines.push({ at: Date.now(), line });
  });
  child.stderr.on("data", () => {});
  // A loaded machine can take a minute to start the server.
  for (let i = 0; i < 3000; i++) {
    const ok = await new Promise((resolve) => {
      http
        .get(`http://127.0.0.1:${port}/healthz`, (r) => resolve(r.statusCode === 200))
        .on("error", () => resolve(false));
    });
    if (ok) break;
    await sleep(100);
  }
  return {
    child,
    lines,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", resolve);
        child.kill("SIGTERM");
      }),
  };
}

const rssMb = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
};

/** The highest resident memory of `pid` while `work` runs, sampled every 20 ms. */
async function peakRssDuring(pid, work) {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  try {
    const result = await work();
    await sleep(300);
    return { result, peak: Math.max(peak, rssMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

function rawRequest(port, method, requestPath, body = "", headers = {}) {
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: requestPath,
        agent: false,
        headers: { "content-length": Buffer.byteLength(body), ...headers },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode));
      },
    );
    request.on("error", () => resolve(0));
    request.end(body);
  });
}

function contactForm(n) {
  return new URLSearchParams({
    full_name: `Visitor ${n}`,
    email_add: `visitor${n}@example.com`,
    company: "",
    country: "+91",
    phone_num: "9876543210",
    subject: `Subject ${n}`,
    message: `Message ${n}`,
    website: "",
  }).toString();
}

async function spellingFigure() {
  const port = 3190;
  const server = await startServer(port);
  const spellings = [
    "/contact",
    "/%63ontact",
    "/%43ONTACT",
    "/c%6fntact.data",
    "/./contact",
    "/x/../contact",
  ];
  const accepted = {};
  let n = 0;
  const start = Date.now();
  for (const spelling of spellings) {
    accepted[spelling] = 0;
    for (let i = 0; i < 25; i++) {
      const status = await rawRequest(port, "POST", spelling, contactForm(n++), {
        "content-type": "application/x-www-form-urlencoded",
      });
      if (status === 200) accepted[spelling]++;
    }
  }
  const seconds = (Date.now() - start) / 1000;
  const total = Object.values(accepted).reduce((a, b) => a + b, 0);
  await server.stop();
  return { posts: n, seconds, acceptedPerMinute: total, bySpelling: accepted };
}

/** A 100 MB post streamed in 64 KB chunks; returns the bytes the server took before it closed. */
function bigPost(port, requestPath) {
  return new Promise((resolve) => {
    const total = 100 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    let status = 0;
    const started = Date.now();
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(
        `POST ${requestPath} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${total}\r\n\r\ndescription=`,
      );
      const pump = () => {
        while (sent < total && !socket.destroyed) {
          sent += chunk.length;
          if (!socket.write(chunk)) return void socket.once("drain", pump);
        }
      };
      pump();
    });
    socket.on("data", (data) => {
      status ||= Number(/^HTTP\/1\.1 (\d+)/.exec(data.toString())?.[1] ?? 0);
    });
    socket.on("error", () => {});
    socket.on("close", () =>
      resolve({ status, bytesWritten: socket.bytesWritten, ms: Date.now() - started }),
    );
    setTimeout(() => socket.destroy(), 60_000);
  });
}

async function memoryFigure() {
  const port = 3191;
  const server = await startServer(port);
  await sleep(2000);
  const results = {};
  for (const target of ["/%63ontact", "/?index"]) {
    const before = rssMb(server.child.pid);
    const { result, peak } = await peakRssDuring(server.child.pid, () => bigPost(port, target));
    results[target] = {
      status: result.status,
      mbAcceptedBySocket: Math.round(result.bytesWritten / 1024 / 102.4) / 10,
      ms: result.ms,
      rssBeforeMb: before,
      peakRssMb: peak,
    };
  }
  await server.stop();
  return results;
}

function fakeProvider(port, perSecond) {
  let windowStart = Date.now();
  let inWindow = 0;
  const counts = { accepted: 0, refused: 0 };
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const now = Date.now();
      if (now - windowStart >= 1000) {
        windowStart = now;
        inWindow = 0;
      }
      if (inWindow >= perSecond) {
        counts.refused++;
        res.writeHead(429, { "retry-after": "1", "content-type": "application/json" }).end("{}");
        return;
      }
      inWindow++;
      counts.accepted++;
      res.writeHead(201, { "content-type": "application/json" }).end('{"success":true}');
    });
  });
  return new Promise((resolve) =>
    server.listen(port, "127.0.0.1", () => resolve({ counts, close: () => server.close() })),
  );
}

async function drain(label, env, limitMs) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "drain-"));
  const seeded = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/seed-inquiries.ts", dataDir, "1000"],
    { cwd: path.resolve("."), stdio: "inherit" },
  );
  if (seeded.status !== 0) throw new Error("seeding failed");
  const server = await startServer(3192, { DATA_DIR: dataDir, ...env });
  const started = Date.now();
  const delivered = () => server.lines.filter((l) => l.line.includes('"inquiry delivered"')).length;
  const failures = () =>
    server.lines.filter(
      (l) => l.line.includes("delivery failed") || l.line.includes("asked to wait"),
    ).length;
  while (delivered() < 1000 && Date.now() - started < limitMs) await sleep(250);
  const ms = Date.now() - started;
  const result = {
    label,
    delivered: delivered(),
    seconds: ms / 1000,
    perMinute: Math.round((delivered() / ms) * 60_000),
    failureLogLines: failures(),
  };
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return result;
}

const figures = { checkout: dir };
figures.spellings = await spellingFigure();
console.log(JSON.stringify(figures.spellings));
figures.memory = await memoryFigure();
console.log(JSON.stringify(figures.memory));
if (!skipDrain) {
  figures.drainBundled = await drain("bundled provider", {}, 60_000);
  console.log(JSON.stringify(figures.drainBundled));
  const provider = await fakeProvider(3193, 10);
  figures.drain429 = await drain(
    "provider: 10/s, else 429 Retry-After: 1",
    { INQUIRY_URL: "http://127.0.0.1:3193/inquiry/" },
    150_000,
  );
  figures.drain429.providerAnswers = { ...provider.counts };
  provider.close();
  console.log(JSON.stringify(figures.drain429));
}
console.log(JSON.stringify(figures, null, 2));
