import net from "node:net";

import { validContact } from "./support/contact";
import { getWith, postForm, signInByFetch, startDeskServer } from "./support/desk";
import { expect, test } from "./support/fixtures";
import type { SiteServer } from "./support/servers";

/**
 * Issue 56 against the production build: layered encodings refused before any guard, impossible
 * dates answered with the filter's message, invisible names "required", odd HTTP refused, and
 * one session per browser. One server with the desk on, tests in order.
 */
test.describe.configure({ mode: "serial" });

let server: SiteServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startDeskServer({ RATE_LIMIT_WRITES_PER_MINUTE: "3" });
});

test.afterAll(async () => {
  await server?.stop();
});

/** Exactly these bytes on a new connection; the whole answer. */
function rawAnswer(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, "127.0.0.1", () => socket.write(request));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("error", reject);
    socket.on("close", () => resolve(answer));
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);

// Each test signs in from an address of its own: the sign-in form's write limit is 3 a minute here.
const signIn = (address: string) => signInByFetch(server.url, undefined, undefined, address);

test("a path encoded twice over is refused; once, it keeps the desk's headers", async () => {
  const { cookie } = await signIn("192.0.2.21");
  for (const path of [
    "/%2561dmin/users",
    "/%2561dmin/inquiries.csv",
    "/%25252563ontact",
    "/admin/%2569nquiries",
  ]) {
    const answer = await rawAnswer(
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nCookie: ${cookie}\r\nConnection: close\r\n\r\n`,
    );
    expect(statusOf(answer), path).toBe(400);
  }
  for (const path of ["/%61dmin/users", "/ADMIN/inquiries.csv/", "/x/../admin/inquiries.csv"]) {
    const answer = await rawAnswer(
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nCookie: ${cookie}\r\nConnection: close\r\n\r\n`,
    );
    expect(answer, path).toMatch(/cache-control: no-store/i);
    expect(answer, path).toMatch(/x-robots-tag: noindex/i);
  }
});

test("POST /contact spelled twice-encoded stores nothing once /contact is over its limit", async () => {
  const post = (path: string) =>
    rawAnswer(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n` +
        "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
    );
  for (let sent = 0; sent < 3; sent += 1) await post("/contact");
  expect(statusOf(await post("/contact"))).toBe(429);
  for (const path of ["/%2563ontact", "/c%256fntact", "/%25252563ontact"]) {
    expect(statusOf(await post(path)), path).toBe(400);
  }
  for (const path of ["/%63ontact", "/CONTACT/", "/./contact"]) {
    expect(statusOf(await post(path)), path).toBe(429);
  }
});

test("an impossible date in the desk's filters gets its message, never a 500", async () => {
  const { cookie } = await signIn("192.0.2.22");
  for (const query of ["from=2026-13-45", "to=2026-02-99", "from=0000-01-01", "to=2026-02-30"]) {
    const list = await getWith(`${server.url}/admin/inquiries?${query}`, cookie);
    expect(list.status, query).toBe(400);
    expect(await list.text(), query).toContain("not a day of the calendar");
  }
  const csv = await getWith(`${server.url}/admin/inquiries.csv?to=0000-12-31`, cookie);
  expect(csv.status).toBe(400);
  expect(await csv.text()).toContain("Received until: not a day of the calendar");
  const audit = await getWith(`${server.url}/admin/audit?from=2026-13-45`, cookie);
  expect(audit.status).toBe(200);
  const fine = await getWith(`${server.url}/admin/inquiries?from=2024-02-29&to=9999-12-31`, cookie);
  expect(fine.status).toBe(200);
});

test("a name or subject made only of invisible characters is required", async () => {
  // From an address of its own: 127.0.0.1 used up the contact form's limit above.
  const response = await fetch(`${server.url}/contact`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": "198.51.100.40",
    },
    body: new URLSearchParams({
      ...validContact("\u2800\u{e0041}\u00ad"),
      fullName: "\u3164\u3164\u3164",
    }).toString(),
  });
  const html = await response.text();
  expect(html).toContain("Full name is required.");
  expect(html).toContain("Subject is required.");
});

test("another HTTP version gets 505 and two Host fields 400", async () => {
  const host = `Host: 127.0.0.1:${server.port}\r\n`;
  expect(
    statusOf(await rawAnswer(`GET /pricing HTTP/2.0\r\n${host}Connection: close\r\n\r\n`)),
  ).toBe(505);
  expect(
    statusOf(
      await rawAnswer(
        `GET /pricing HTTP/1.1\r\n${host}Host: evil.example\r\nConnection: close\r\n\r\n`,
      ),
    ),
  ).toBe(400);
  expect(
    statusOf(await rawAnswer(`GET /pricing HTTP/1.1\r\n${host}Connection: close\r\n\r\n`)),
  ).toBe(200);
});

test("signing in again from a browser ends that browser's earlier session", async () => {
  const first = await signIn("192.0.2.23");
  // The same browser posts the sign-in form again, its signed-in cookie with it.
  const signedIn = await postForm(
    `${server.url}/admin/sign-in`,
    { email: "Sales@Example.com", password: "correct horse battery staple", csrf: first.csrf },
    { cookie: first.cookie, address: "192.0.2.23" },
  );
  expect(signedIn.status).toBe(302);
  const second = (signedIn.headers.get("set-cookie") ?? "").split(";")[0]!;
  expect(second).not.toBe(first.cookie);
  expect((await getWith(`${server.url}/admin/inquiries`, second)).status).toBe(200);
  const replayed = await getWith(`${server.url}/admin/inquiries`, first.cookie);
  expect(replayed.status).toBe(302);
  expect(replayed.headers.get("location")).toMatch(/^\/admin\/sign-in\?next=/);
});
