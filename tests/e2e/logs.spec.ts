import { expect, test } from "./support/fixtures";
import { startWireDatabase, type WireDatabase } from "./support/pg-wire";
import { startSiteServer, type SiteServer } from "./support/servers";

/**
 * The server's log: one JSON line per request (request id, method, path, status, duration),
 * errors as JSON lines with their stack, and never a stack in a response body. The database
 * runs over the wire protocol so that the test can make a real error happen (it goes away).
 */

test.describe.configure({ mode: "serial" });

let database: WireDatabase;
let site: SiteServer;

type Line = Record<string, unknown>;

/** Every line the server printed, parsed; a line that is not JSON fails the caller. */
function lines(): Line[] {
  return site
    .output()
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      try {
        return JSON.parse(line) as Line;
      } catch {
        return { notJson: line };
      }
    });
}
const linesFor = (requestId: string) => lines().filter((line) => line.requestId === requestId);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await startWireDatabase();
  site = await startSiteServer({ DATABASE_URL: database.url, LOG_REQUESTS: "true" });
});
test.afterAll(async () => {
  await site?.stop();
  await database?.close();
});

test("one JSON line per request: request id, method, path, status and duration", async ({
  request,
}) => {
  const cases = [
    { method: "GET", path: "/", status: 200 },
    { method: "GET", path: "/pricing", status: 200 },
    { method: "GET", path: "/templates?email=private%40example.com", status: 200 },
    { method: "GET", path: "/no-such-page", status: 404 },
    { method: "GET", path: "/api/blogcategory/getCategories", status: 200 },
    { method: "POST", path: "/api/builderagent/createBuilderAgent", status: 400 },
    { method: "HEAD", path: "/healthz", status: 200 },
    // A page without an action: a visitor's error, one request line and nothing else.
    { method: "POST", path: "/pricing", status: 405 },
  ];
  for (const [i, { method, path, status }] of cases.entries()) {
    const id = `log-test-${i}`;
    const response = await request.fetch(`${site.url}${path}`, {
      method,
      headers: { "x-request-id": id },
      ...(method === "POST" ? { data: { description: "" } } : {}),
      maxRedirects: 0,
    });
    expect(response.status(), path).toBe(status);
    expect(response.headers()["x-request-id"]).toBe(id);
    await expect.poll(() => linesFor(id).length, { message: path }).toBe(1);
    const [line] = linesFor(id);
    expect(line).toMatchObject({
      level: "info",
      requestId: id,
      method,
      path: path.split("?")[0],
      status,
      durationMs: expect.any(Number),
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(line!.durationMs as number).toBeGreaterThanOrEqual(0);
  }
  // The query string (which may hold personal data) is not logged.
  expect(site.output()).not.toContain("private");
});

test("a request id that is not sane is replaced by a fresh one", async ({ request }) => {
  const response = await request.get(`${site.url}/healthz`, {
    headers: { "x-request-id": `bad id ${"x".repeat(120)}` },
  });
  const id = response.headers()["x-request-id"]!;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  await expect.poll(() => linesFor(id).length).toBe(1);
});

test("an error: its stack is in the log under the request id, never in the response", async ({
  request,
}) => {
  test.setTimeout(60_000);
  // A pooled connection that the outage then cuts (logged as "database connection lost").
  expect((await request.get(`${site.url}/api/blogcategory/getCategories`)).status()).toBe(200);
  await database.stop();
  try {
    const response = await request.get(`${site.url}/api/blogs/getAllBlogs`, {
      headers: { "x-request-id": "log-test-error" },
    });
    expect(response.status()).toBe(500);
    const body = await response.text();
    expect(body).toBe(
      '{"error":{"code":"internal_error","message":"Something went wrong on our side."}}',
    );
    await expect
      .poll(() => linesFor("log-test-error").find((line) => line.level === "error"))
      .toMatchObject({ message: "API request failed", path: "/api/blogs/getAllBlogs" });
    const error = linesFor("log-test-error").find((line) => line.level === "error")!;
    expect(String(error.stack)).toMatch(/\n\s+at /);
    // The request line is there too, with the 500.
    await expect
      .poll(() => linesFor("log-test-error").find((line) => line.level === "info"))
      .toMatchObject({ status: 500 });
  } finally {
    await database.start();
  }
});

test("a client error (undecodable path) answers 4xx without a stack and is no error", async ({
  request,
}) => {
  for (const path of ["/%E0%A4%A", "/assets/%E0%A4%A", "/blog/%E0%A4%A"]) {
    const id = `log-test-bad-${path.length}`;
    const response = await request.get(`${site.url}${path}`, { headers: { "x-request-id": id } });
    expect(response.status(), path).toBeGreaterThanOrEqual(400);
    expect(response.status(), path).toBeLessThan(500);
    expect(await response.text(), path).not.toMatch(/URIError|\n\s+at |node_modules/);
    await expect.poll(() => linesFor(id).length, { message: path }).toBe(1);
    expect(linesFor(id)[0]!.level, path).toBe("info");
  }
});

test("everything the server printed, the lost database included, is JSON lines", () => {
  const all = lines();
  expect(all.filter((line) => "notJson" in line)).toEqual([]);
  // Losing the database was logged once per dropped connection, as JSON with a stack.
  expect(all.some((line) => line.message === "database connection lost" && line.stack)).toBe(true);
});
