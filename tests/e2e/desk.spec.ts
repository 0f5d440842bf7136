import { DEFAULT_SCRYPT, hashPassword } from "../../server/desk/password";
import { postContact, runInquiriesScript, validContact } from "./support/contact";
import { expect, test } from "./support/fixtures";
import {
  BASE_URL,
  json,
  startFakeService,
  startSiteServer,
  type FakeService,
  type SiteServer,
} from "./support/servers";

/**
 * The sales team's inquiries desk (/admin): a server with desk credentials and a fake inquiry
 * provider that refuses (400, a permanent refusal) inquiries whose subject has "[reject]" while
 * `rejecting` is on. The tests share the server and run in order; the rate-limit test comes
 * last, because it locks the test's address out of signing in.
 */
test.describe.configure({ mode: "serial" });

const EMAIL = "Sales@Example.com";
const PASSWORD = "correct horse battery staple";
const WRONG = "Email or password is incorrect.";

let provider: FakeService;
let rejecting = true;
const accepted: string[] = [];
let server: SiteServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  provider = await startFakeService((request, response) => {
    const body = JSON.parse(request.body) as { subject: string };
    if (rejecting && body.subject.includes("[reject]")) {
      return json(response, 400, { error: "rejected by the fake provider" });
    }
    accepted.push(body.subject);
    json(response, 201, { success: true });
  });
  server = await startSiteServer(
    {
      INQUIRY_URL: provider.url + "/users/inquiry-form/",
      DESK_EMAIL: EMAIL,
      DESK_PASSWORD_HASH: await hashPassword(PASSWORD, DEFAULT_SCRYPT),
      DESK_SESSION_SECRET: "e2e-desk-session-secret-0123456789abcdef",
      LOG_REQUESTS: "false",
    },
    { tuning: { outboxRetryBaseMs: 200 } },
  );
});

test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

/** A fresh, cookie-less client's sign-in form: its session cookie and CSRF token. */
async function signInForm(baseUrl: string): Promise<{ cookie: string; csrf: string }> {
  const response = await fetch(`${baseUrl}/admin/sign-in`);
  expect(response.status).toBe(200);
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0]!;
  const html = await response.text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  expect(cookie).toMatch(/^__desk=/);
  expect(csrf).toBeTruthy();
  return { cookie, csrf: csrf! };
}

function postSignIn(cookie: string | undefined, fields: Record<string, string>) {
  return fetch(`${server.url}/admin/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

test("without a session the pages send to the sign-in page and the CSV answers 401", async () => {
  for (const path of ["/admin/inquiries?q=acme", "/%61dmin/inquiries?q=acme"]) {
    const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
    expect(response.status, path).toBe(302);
    expect(response.headers.get("location")).toBe(
      `/admin/sign-in?next=${encodeURIComponent(`${path.replace("%61", "a")}`)}`,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
  }
  const csv = await fetch(`${server.url}/admin/inquiries.csv`);
  expect(csv.status).toBe(401);
  expect(await csv.text()).not.toContain("email_add");
});

test("the sign-in page is private and accessible; a wrong password gets one generic message", async ({
  page,
  expectNoAxeViolations,
}) => {
  const response = await page.goto(`${server.url}/admin/sign-in`);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const cookie = (await page.context().cookies()).find((c) => c.name === "__desk");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/admin" });
  await expectNoAxeViolations();

  await page.getByLabel("Email").fill(EMAIL);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText(WRONG);
  // A wrong e-mail with the right password gets the very same answer.
  await page.getByLabel("Email").fill("someone@example.com");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText(WRONG);
  await expect(page).toHaveURL(/\/admin\/sign-in/);
});

test("a form without the session's CSRF token is refused", async () => {
  const { cookie, csrf } = await signInForm(server.url);
  const missing = await postSignIn(cookie, { email: EMAIL, password: PASSWORD });
  expect(missing.status).toBe(403);
  const wrong = await postSignIn(cookie, { email: EMAIL, password: PASSWORD, csrf: `${csrf}x` });
  expect(wrong.status).toBe(403);
  // Another browser's token does not fit this session, and no session fits no token.
  const other = await signInForm(server.url);
  expect(
    (await postSignIn(cookie, { email: EMAIL, password: PASSWORD, csrf: other.csrf })).status,
  ).toBe(403);
  expect((await postSignIn(undefined, { email: EMAIL, password: PASSWORD, csrf })).status).toBe(
    403,
  );
  // With its token the same form signs in.
  const ok = await postSignIn(cookie, { email: EMAIL, password: PASSWORD, csrf });
  expect(ok.status).toBe(302);
  expect(ok.headers.get("location")).toBe("/admin/inquiries");
});

test("signed in: the list, search, retry of a failed delivery and the CSV export", async ({
  page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now();
  const ada = {
    ...validContact(`Engines ${stamp}`),
    full_name: "Ada Lovelace",
    email_add: "ada@example.org",
    company: "Analytical Engines",
  };
  const grace = {
    ...validContact(`Compilers [reject] ${stamp}`),
    full_name: "Grace Hopper",
    email_add: "grace@example.net",
    company: "Navy, Inc.",
  };
  expect((await postContact(server.url, ada)).status).toBe(200);
  expect((await postContact(server.url, grace)).status).toBe(200);
  await expect.poll(() => accepted.includes(ada.subject)).toBe(true);

  await page.goto(`${server.url}/admin/inquiries`);
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Finquiries$/);
  // The e-mail is compared case-insensitively.
  await page.getByLabel("Email").fill(EMAIL.toLowerCase());
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${server.url}/admin/inquiries`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inquiries");

  const rows = page.locator("tbody tr");
  const graceRow = rows.filter({ hasText: "Grace Hopper" });
  // Grace's delivery was refused for good: failed, with the provider's error and a retry button.
  await expect(async () => {
    await page.reload();
    await expect(graceRow).toContainText("Failed", { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(graceRow).toContainText("400");
  // Newest first: Grace was submitted after Ada.
  await expect(rows.first()).toContainText("Grace Hopper");
  await expect(rows.filter({ hasText: "Ada Lovelace" })).toContainText("Delivered");
  await expect(rows.filter({ hasText: "Ada Lovelace" }).getByRole("button")).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoAxeViolations();

  // Search narrows by company, case-insensitively; wildcards are taken literally.
  await page.getByLabel("Search by name, e-mail or company").fill("analytical");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\?q=analytical$/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Ada Lovelace");
  await page.goto(`${server.url}/admin/inquiries?q=%25`);
  await expect(page.getByText("No inquiries match “%”.")).toBeVisible();
  await page.goto(`${server.url}/admin/inquiries?q=GRACE@example`);
  await expect(rows).toHaveCount(1);

  // A retry without the token is refused; with it, the inquiry goes out again.
  const id = await graceRow.getAttribute("data-inquiry-id");
  const refused = await page.request.post(`${server.url}/admin/inquiries`, {
    form: { intent: "retry", id: id!, csrf: "forged" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);
  rejecting = false;
  await graceRow.getByRole("button", { name: /Retry now/ }).click();
  await expect(page.getByRole("status")).toHaveText("The inquiry is queued for delivery again.");
  await expect.poll(() => accepted.includes(grace.subject), { timeout: 15_000 }).toBe(true);
  await expect(async () => {
    await page.reload();
    await expect(graceRow).toContainText("Delivered", { timeout: 1000 });
  }).toPass({ timeout: 15_000 });

  // The CSV of the current search, as a download.
  const csv = await page.request.get(`${server.url}/admin/inquiries.csv?q=grace`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="inquiries-/);
  const lines = (await csv.text()).trimEnd().split("\r\n");
  expect(lines[0]).toBe(
    "id,created_at,status,attempts,delivered_at,next_attempt_at,last_error,full_name,email_add,company,country,phone_num,subject,message,type,sales_email_status,sales_email_error",
  );
  expect(lines.slice(1).join("\n")).toContain('Grace Hopper,grace@example.net,"Navy, Inc."');
  expect(lines.slice(1).join("\n")).not.toContain("Ada Lovelace");

  // Signing out ends the session.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(`${server.url}/admin/sign-in`);
  await page.goto(`${server.url}/admin/inquiries`);
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=/);
});

test("npm run desk works while the server holds the database", () => {
  const list = runInquiriesScript(server.dataDir);
  expect(list.stderr).toBe("");
  expect(list.status).toBe(0);
  expect(list.stdout).toContain("Grace Hopper");
  const missing = runInquiriesScript(server.dataDir, ["retry", "000000000000000000000000"]);
  expect(missing.status).toBe(2);
  expect(missing.stderr).toContain("No inquiry with id 000000000000000000000000.");
});

test("the sixth sign-in attempt within the window is refused, even with the right password", async () => {
  const { cookie, csrf } = await signInForm(server.url);
  for (let attempt = 1; attempt <= 5; attempt++) {
    const response = await postSignIn(cookie, { email: EMAIL, password: "wrong", csrf });
    expect(response.status, `attempt ${attempt}`).toBe(401);
  }
  const sixth = await postSignIn(cookie, { email: EMAIL, password: PASSWORD, csrf });
  expect(sixth.status).toBe(429);
  expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(await sixth.text()).toContain("Too many sign-in attempts.");
});

test("with no admin credentials every desk URL is the site's 404 page", async ({ request }) => {
  for (const path of [
    "/admin/inquiries",
    "/admin/sign-in",
    "/admin/inquiries.csv",
    "/%61dmin/inquiries",
    "/ADMIN/Sign-In",
  ]) {
    const response = await request.get(`${BASE_URL}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain("Page not found");
    expect(response.headers()["x-robots-tag"], path).toBe("noindex");
  }
  const robots = await (await request.get(`${BASE_URL}/robots.txt`)).text();
  expect(robots).toContain("Disallow: /admin");
  const sitemap = await (await request.get(`${BASE_URL}/sitemap.xml`)).text();
  expect(sitemap).not.toContain("/admin");
});
