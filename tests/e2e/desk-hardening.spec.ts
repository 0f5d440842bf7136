import { postContact, validContact } from "./support/contact";
import {
  DESK_EMAIL,
  DESK_PASSWORD,
  cookieOf,
  csrfIn,
  getWith,
  postForm,
  signInByFetch,
  signInForm,
  startDeskServer,
} from "./support/desk";
import { expect, test } from "./support/fixtures";
import type { SiteServer } from "./support/servers";

/**
 * The desk rows of the "Hardening II" probe: sessions that end when they end, sign-in
 * throttling that never locks the right password out, control characters refused with 400
 * (never a 500) in every desk input, the CSV formula guard for `;`, and mailto: links that carry
 * nothing but the address. One server, tests in order.
 */
test.describe.configure({ mode: "serial" });

let server: SiteServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // A first delay of 3 s: longer than a loaded machine takes between two requests.
  server = await startDeskServer({}, { deskSignInDelayBaseMs: 3000 });
});

test.afterAll(async () => {
  await server?.stop();
});

test("a session cookie replayed after sign-out is refused by the list and the CSV", async () => {
  const { cookie, csrf } = await signInByFetch(server.url);
  expect((await getWith(`${server.url}/admin/inquiries`, cookie)).status).toBe(200);
  expect((await getWith(`${server.url}/admin/inquiries.csv`, cookie)).status).toBe(200);

  const signOut = await postForm(`${server.url}/admin/sign-out`, { csrf }, { cookie });
  expect(signOut.status).toBe(302);
  expect(signOut.headers.get("location")).toBe("/admin/sign-in");

  // The old cookie, kept by an attacker or a shared machine: the session is gone.
  const list = await getWith(`${server.url}/admin/inquiries`, cookie);
  expect(list.status).toBe(302);
  expect(list.headers.get("location")).toMatch(/^\/admin\/sign-in\?next=/);
  const csv = await getWith(`${server.url}/admin/inquiries.csv`, cookie);
  expect(csv.status).toBe(401);
  expect(await csv.text()).not.toContain("full_name");
});

test("a password change ends the account's other sessions", async () => {
  const one = await signInByFetch(server.url);
  const two = await signInByFetch(server.url);
  const account = await getWith(`${server.url}/admin/account`, one.cookie);
  const csrf = csrfIn(await account.text());
  const change = await postForm(
    `${server.url}/admin/account`,
    {
      csrf,
      current: DESK_PASSWORD,
      password: "a brand new passphrase",
      confirm: "a brand new passphrase",
    },
    { cookie: one.cookie },
  );
  expect(change.status).toBe(302);
  const fresh = cookieOf(change);
  expect((await getWith(`${server.url}/admin/inquiries`, two.cookie)).status).toBe(302);
  expect((await getWith(`${server.url}/admin/inquiries.csv`, one.cookie)).status).toBe(401);
  expect((await getWith(`${server.url}/admin/inquiries`, fresh)).status).toBe(200);
  // And back, for the other tests.
  const back = await postForm(
    `${server.url}/admin/account`,
    {
      csrf: csrfIn(await (await getWith(`${server.url}/admin/account`, fresh)).text()),
      current: "a brand new passphrase",
      password: DESK_PASSWORD,
      confirm: DESK_PASSWORD,
    },
    { cookie: fresh },
  );
  expect(back.status).toBe(302);
});

test("five wrong passwords from one address never make the right one fail from another", async () => {
  const { cookie, csrf } = await signInForm(server.url);
  const attempt = (password: string, address: string) =>
    postForm(
      `${server.url}/admin/sign-in`,
      { email: DESK_EMAIL, password, csrf },
      { cookie, address },
    );
  for (let n = 1; n <= 5; n++) {
    expect((await attempt("wrong", "203.0.113.7")).status, `wrong attempt ${n}`).toBe(401);
  }
  // The guessing address is slowed down, not locked out: asked to wait a few seconds.
  const early = await attempt(DESK_PASSWORD, "203.0.113.7");
  expect(early.status).toBe(429);
  const wait = Number(early.headers.get("retry-after"));
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(3);
  expect(await early.text()).toContain("Too many sign-in attempts. Try again in");
  // The owner, from the office: signed in at once, meanwhile.
  expect((await attempt(DESK_PASSWORD, "198.51.100.1")).status).toBe(302);
  // After the wait, the right password works from the guessing address too.
  await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 100));
  expect((await attempt(DESK_PASSWORD, "203.0.113.7")).status).toBe(302);
  expect(server.output()).toContain("repeated failures for one e-mail from one address");
});

test("the account page's current password is throttled like signing in", async () => {
  const { cookie, csrf } = await signInByFetch(server.url);
  // The session used from an address it never signed in from (a stolen cookie, say).
  const change = (current: string) =>
    postForm(
      `${server.url}/admin/account`,
      { csrf, current, password: "a brand new passphrase", confirm: "a brand new passphrase" },
      { cookie, address: "203.0.113.77" },
    );
  for (let n = 1; n <= 5; n++) {
    expect((await change(`guess ${n}`)).status, `guess ${n}`).toBe(400);
  }
  const early = await change(DESK_PASSWORD);
  expect(early.status).toBe(429);
  expect(Number(early.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  expect(await early.text()).toContain("Too many password attempts. Try again in");
  // Nothing changed: the password is still the one the next tests sign in with.
  await signInByFetch(server.url);
});

test("NUL and control characters are refused with 400 in every desk input, query and id", async () => {
  const contact = await postContact(server.url, validContact(`Control ${Date.now()}`));
  expect(contact.status).toBe(200);
  const { cookie, csrf } = await signInByFetch(server.url);
  const list = await (await getWith(`${server.url}/admin/inquiries`, cookie)).text();
  const id = /data-inquiry-id="([0-9a-f]{24})"/.exec(list)![1]!;

  const gets = [
    "/admin/inquiries?q=a%00b",
    "/admin/inquiries?q=a%0Ab",
    "/admin/inquiries?status=new%00",
    "/admin/inquiries.csv?q=a%00b",
    "/admin/inquiries.csv?from=2026-01-01%1B",
    "/admin/inquiries/a%00b",
    `/admin/inquiries/${id}%00`,
    "/admin/audit?page=1%00",
  ];
  for (const path of gets) {
    expect((await getWith(`${server.url}${path}`, cookie)).status, path).toBe(400);
  }
  const posts: Array<[string, Record<string, string>]> = [
    ["/admin/inquiries", { intent: "retry", id: "a\u0000b" }],
    ["/admin/inquiries", { intent: "retry", id: `${id}\u0000` }],
    [`/admin/inquiries/${id}`, { intent: "retry", id: `${id}\u0000` }],
    [`/admin/inquiries/${id}`, { intent: "update", status: "contacted", note: "a\u0000b" }],
    [`/admin/inquiries/${id}`, { intent: "update", status: "contacted\u0000", note: "" }],
    ["/admin/users", { intent: "invite", email: "rep@example.com\u0000", role: "sales" }],
    ["/admin/users", { intent: "disable", id: "a\u0000" }],
    [
      "/admin/account",
      { current: "x\u0000", password: "long enough pw", confirm: "long enough pw" },
    ],
  ];
  for (const [path, fields] of posts) {
    const response = await postForm(`${server.url}${path}`, { ...fields, csrf }, { cookie });
    expect(response.status, `${path} ${JSON.stringify(fields)}`).toBe(400);
  }
  // The sign-in e-mail and password, before anyone is signed in.
  const form = await signInForm(server.url);
  for (const fields of [
    { email: `${DESK_EMAIL}\u0000`, password: DESK_PASSWORD },
    { email: DESK_EMAIL, password: `${DESK_PASSWORD}\u0000` },
    { email: `${DESK_EMAIL}\n`, password: DESK_PASSWORD },
  ]) {
    const response = await postForm(
      `${server.url}/admin/sign-in`,
      { ...fields, csrf: form.csrf },
      { cookie: form.cookie, address: "192.0.2.99" },
    );
    expect(response.status, JSON.stringify(fields)).toBe(400);
  }
  expect((await getWith(`${server.url}/admin/invite/a%00b`, form.cookie)).status).toBe(400);
  // Nothing reached the database: no 500, no error line.
  expect(server.output()).not.toMatch(/"level":"error"|"statusCode":5\d\d/);
});

test("the export quotes `;=1+2`, and a mailto: link never carries more than the address", async ({
  page,
}) => {
  const formula = { ...validContact(`Formula ${Date.now()}`), message: ";=1+2" };
  expect((await postContact(server.url, formula)).status).toBe(200);
  const { cookie } = await signInByFetch(server.url);
  const csv = await (await getWith(`${server.url}/admin/inquiries.csv?q=formula`, cookie)).text();
  const row = csv.split("\r\n").find((line) => line.includes(formula.subject))!;
  expect(row).toContain(',";=1+2",');
  expect(row).not.toMatch(/,;=1\+2,/);

  // The probe's address. The contact form may refuse it (then nothing reaches the desk);
  // if it is stored, the desk shows it without a link.
  const hostile = {
    ...validContact(`Mailto ${Date.now()}`),
    email: "lead@client.example?cc=attacker%40evil.example&body=hello",
  };
  const posted = await postContact(server.url, hostile);
  if (posted.status !== 200) {
    expect(posted.status).toBe(400);
    return;
  }
  await page
    .context()
    .addCookies([
      { name: "__desk", value: cookie.slice("__desk=".length), url: `${server.url}/admin` },
    ]);
  await page.goto(`${server.url}/admin/inquiries?q=mailto`);
  const rowLink = page.locator("tr[data-lead-row]").first();
  await expect(rowLink).toContainText("not a plain email address");
  await rowLink.getByRole("link", { name: /Jane Doe/ }).click();
  await expect(page.locator("#inquiry-fields").locator("..")).toContainText(hostile.email);
  const hrefs = await page
    .locator('a[href^="mailto:"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs.filter((href) => /[?&]|evil|cc=/i.test(href ?? ""))).toEqual([]);
});
