import http from "node:http";

import { count } from "drizzle-orm";

import { openDatabase } from "#server/db/client";
import { receivedInquiries } from "#server/bundled-platform/schema";
import { expect, test } from "./support/fixtures";
import { json, startFakeService, startSiteServer } from "./support/servers";

/**
 * SIGTERM in the middle of a burst of inquiries and a slow page: every request the server took
 * gets its whole answer, the process exits 0, and every inquiry it answered 201 for is in the
 * database afterwards (and none that it did not answer for).
 */

interface Sent {
  connected: boolean;
  status?: number;
  complete: boolean;
  error?: string;
}

function send(port: number, method: string, path: string, body?: string): Promise<Sent> {
  return new Promise((resolve) => {
    const sent: Sent = { connected: false, complete: false };
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        agent: false,
        headers: body
          ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) }
          : {},
      },
      (response) => {
        sent.status = response.statusCode;
        response.resume();
        response.on("end", () => {
          sent.complete = !response.aborted;
          resolve(sent);
        });
        response.on("error", (error) => {
          sent.error = `response: ${error.message}`;
          resolve(sent);
        });
      },
    );
    request.on("socket", (socket) => socket.on("connect", () => (sent.connected = true)));
    request.on("error", (error: NodeJS.ErrnoException) => {
      sent.error = error.code ?? error.message;
      resolve(sent);
    });
    request.setTimeout(30_000, () => request.destroy(new Error("timeout")));
    request.end(body);
  });
}

const inquiry = (i: number) =>
  JSON.stringify({
    full_name: `Burst Sender ${i}`,
    email_add: `burst${i}@example.com`,
    company: "",
    subject: "Shutdown test",
    message: `Inquiry number ${i}`,
    country: "+44",
    phone_num: "2071234567",
    type: "ai-agent-platform",
  });

test("SIGTERM during a burst: in-flight requests finish, exit 0, no accepted inquiry lost", async () => {
  test.setTimeout(240_000);
  // The sitemap waits for the (slow) API: a page request that is in flight when SIGTERM comes.
  // The API answers only after the signal, however long the burst takes on a busy machine.
  let releaseApi = () => {};
  const apiReleased = new Promise<void>((resolve) => (releaseApi = resolve));
  const slowApi = await startFakeService((_request, response) => {
    void apiReleased.then(() => setTimeout(() => json(response, 200, []), 500));
  });
  const site = await startSiteServer({
    API_URL: slowApi.url,
    OUTBOUND_TIMEOUT_MS: "60000",
    LOG_REQUESTS: "true",
  });

  // 300 inquiries, 20 at a time; SIGTERM once 100 are answered. Those in flight then must
  // finish; those sent after it find the port closed.
  const burst = 300;
  let next = 0;
  let answered = 0;
  let signalled: Promise<number | null> | undefined;
  let signalledAt = Infinity;
  let pageAnsweredAt = 0;
  const slowPage = send(site.port, "GET", "/sitemap.xml").then((sent) => {
    pageAnsweredAt = Date.now();
    return sent;
  });
  await expect.poll(() => slowApi.requests.length).toBeGreaterThan(0);
  const results: Sent[] = [];
  const worker = async () => {
    for (let i = next++; i < burst; i = next++) {
      const sent = await send(site.port, "POST", "/api/users/inquiry-form/", inquiry(i));
      results.push(sent);
      if (sent.status !== undefined && ++answered === burst / 3) {
        signalledAt = Date.now();
        signalled = site.stop("SIGTERM");
        releaseApi();
      }
    }
  };
  const requests = Array.from({ length: 20 }, worker);
  await Promise.all(requests);
  releaseApi();
  const page = await slowPage;
  const exitCode = await (signalled ?? site.stop("SIGTERM"));
  await slowApi.close();

  const created = results.filter((sent) => sent.status === 201).length;
  const refused = results.filter((sent) => !sent.connected).length;
  const cutBeforeAnswer = results.filter((sent) => sent.connected && sent.status === undefined);
  test.info().annotations.push({
    type: "burst",
    description: `${burst} sent: ${created} answered 201, ${refused} refused after close, ${cutBeforeAnswer.length} closed before the server read them`,
  });
  console.log(test.info().annotations.at(-1)!.description);

  expect(exitCode).toBe(0);
  expect(page).toMatchObject({ status: 200, complete: true });
  expect(pageAnsweredAt, "the slow page was still in flight at SIGTERM").toBeGreaterThan(
    signalledAt,
  );
  expect(site.output()).toContain("SIGTERM: finishing in-flight requests");
  // Every answer that started arrived whole, and none was an error.
  for (const sent of results.filter((candidate) => candidate.status !== undefined)) {
    expect(sent).toMatchObject({ status: 201, complete: true });
  }
  // The signal really came in the middle of the burst.
  expect(created).toBeGreaterThanOrEqual(burst / 3);
  expect(created).toBeLessThan(burst);

  // The server's own log: one line per answered inquiry, as many as the client counted.
  const logged = site
    .output()
    .split("\n")
    .filter((line) => line.includes('"path":"/api/users/inquiry-form/"'));
  expect(logged).toHaveLength(created);

  // And the database holds exactly those.
  const database = await openDatabase({ dataDir: site.dataDir });
  try {
    const [row] = await database.db.select({ n: count() }).from(receivedInquiries);
    expect(row!.n).toBe(created);
  } finally {
    await database.close();
  }
});
