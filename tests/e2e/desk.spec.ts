import { postContact, runInquiriesScript, validContact } from "./support/contact";
import {
  DESK_EMAIL,
  DESK_PASSWORD,
  WRONG,
  postForm,
  signInForm,
  signInInBrowser,
} from "./support/desk";
import { startDeskServer } from "./support/desk";
import { expect, test } from "./support/fixtures";
import {
  BASE_URL,
  json,
  startFakeService,
  type FakeService,
  type SiteServer,
} from "./support/servers";

/**
 * The sales team's inquiries desk (/admin), as sales and an admin use it: a server with the
 * desk on and a fake inquiry provider that refuses (400, a permanent refusal) inquiries whose
 * subject has "[reject]" while `rejecting` is on. The tests share the server and run in order.
 * The desk's hardening (sessions, throttling, control characters) is in desk-hardening.spec.ts.
 */
test.describe.configure({ mode: "serial" });

let provider: FakeService;
let rejecting = true;
const accepted: string[] = [];
let server: SiteServer;
const stamp = Date.now();

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
  server = await startDeskServer({ INQUIRY_URL: provider.url + "/users/inquiry-form/" });
});

test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

test("without a session the pages send to the sign-in page and the CSV answers 401", async () => {
  for (const path of [
    "/admin/inquiries?q=acme",
    "/%61dmin/inquiries?q=acme",
    "/admin/inquiries/0123456789abcdef01234567",
    "/admin/users",
    "/admin/audit",
    "/admin/account",
  ]) {
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
  expect(await csv.text()).not.toContain("full_name");
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

  await page.getByLabel("Email").fill(DESK_EMAIL);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText(WRONG);
  // A wrong e-mail with the right password gets the very same answer.
  await page.getByLabel("Email").fill("someone@example.com");
  await page.getByLabel("Password").fill(DESK_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText(WRONG);
  await expect(page).toHaveURL(/\/admin\/sign-in/);
});

test("a form without the session's CSRF token is refused", async () => {
  const url = `${server.url}/admin/sign-in`;
  const fields = { email: DESK_EMAIL, password: DESK_PASSWORD };
  const { cookie, csrf } = await signInForm(server.url);
  expect((await postForm(url, fields, { cookie })).status).toBe(403);
  expect((await postForm(url, { ...fields, csrf: `${csrf}x` }, { cookie })).status).toBe(403);
  // Another browser's token does not fit this session, and no session fits no token.
  const other = await signInForm(server.url);
  expect((await postForm(url, { ...fields, csrf: other.csrf }, { cookie })).status).toBe(403);
  expect((await postForm(url, { ...fields, csrf })).status).toBe(403);
  // With its token the same form signs in (the environment account becomes the first admin).
  const ok = await postForm(url, { ...fields, csrf }, { cookie });
  expect(ok.status).toBe(302);
  expect(ok.headers.get("location")).toBe("/admin/inquiries");
});

test("a lead from /contact: read in full, marked contacted with a note, found by a word of its message, exported with a byte-order mark", async ({
  page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(90_000);
  const word = `Zanzibar${stamp}`;
  const lead = {
    ...validContact(`Ferry bookings ${stamp}`),
    fullName: "José Pérez",
    email: "jose@client.example",
    company: "Ferries; =1+2",
    country: "+33",
    phone: "912345678",
    message: `We run ferries from ${word}.\nCan an agent take bookings on WhatsApp?`,
  };
  expect((await postContact(server.url, lead)).status).toBe(200);
  await expect.poll(() => accepted.includes(lead.subject)).toBe(true);

  await signInInBrowser(page, server.url, DESK_EMAIL.toLowerCase(), DESK_PASSWORD);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inquiries");
  await expect(page.getByText("Signed in as sales@example.com (Admin)")).toBeVisible();

  // Found by a word of its message (not in its name, e-mail, company or subject).
  await page.getByLabel("Search").fill(word.toLowerCase().slice(0, 12));
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const rows = page.locator("tr[data-lead-row]");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("José Pérez");
  await expect(
    rows.first().getByRole("button", { name: /^Status of José Pérez: New$/ }),
  ).toBeVisible();
  await expectNoAxeViolations();

  // Its page: every field, e-mail and phone as links, the delivery history.
  await rows
    .first()
    .getByRole("link", { name: /José Pérez/ })
    .click();
  // Issue 55: the inquiry's page keeps the list's search, for j/k and the way back.
  await expect(page).toHaveURL(/\/admin\/inquiries\/[0-9a-f]{24}\?q=zanzibar/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inquiry from José Pérez");
  const fields = page.locator("#inquiry-fields").locator("..");
  await expect(fields.getByRole("link", { name: "jose@client.example" })).toHaveAttribute(
    "href",
    "mailto:jose@client.example",
  );
  await expect(fields.getByRole("link", { name: "+33 912345678" })).toHaveAttribute(
    "href",
    "tel:+33912345678",
  );
  await expect(fields).toContainText("Ferries; =1+2");
  await expect(fields).toContainText(lead.subject);
  await expect(fields).toContainText("ai-agent-platform");
  await expect(page.locator(`[data-inquiry-field="message"]`)).toHaveText(lead.message);
  await expect(page.locator('[data-history] [data-kind="delivery"]')).toContainText(
    "Delivery: delivered (attempt 1)",
  );
  await expectNoAxeViolations();

  // Contacted, with a note: who changed what, when.
  await page.getByRole("combobox", { name: "Status" }).selectOption("contacted");
  await page.getByRole("textbox", { name: "Note" }).fill("Called José; he sends the timetable.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  const notes = page.locator('[data-history] [data-kind="note"]');
  await expect(notes).toHaveCount(1);
  await expect(notes.first()).toContainText("sales@example.com");
  await expect(notes.first()).toContainText("Status: New → Contacted");
  await expect(notes.first()).toContainText("Called José; he sends the timetable.");

  // The list's status filter, then the CSV of the same filters.
  await page.goto(`${server.url}/admin/inquiries?status=contacted`);
  await expect(rows).toHaveCount(1);
  await expect(
    rows.first().getByRole("button", { name: /^Status of José Pérez: Contacted$/ }),
  ).toBeVisible();
  const csv = await page.request.get(`${server.url}/admin/inquiries.csv?status=contacted`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="inquiries-/);
  const bytes = await csv.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").trimEnd().split("\r\n");
  expect(lines[0]).toBe(
    "id,created_at,lead_status,status,attempts,delivered_at,next_attempt_at,last_error,full_name,email,company,country,phone,subject,message,type,sales_email_status,sales_email_error",
  );
  expect(lines).toHaveLength(2);
  // UTF-8 names, and `;=1+2` quoted so no `;`-separated spreadsheet makes a formula of it.
  expect(lines[1]).toContain(",contacted,delivered,1,");
  expect(lines[1]).toContain('José Pérez,jose@client.example,"Ferries; =1+2",+33,');
});

test("a failed delivery is retried from the list; the audit log has it all", async ({
  page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(60_000);
  const grace = {
    ...validContact(`Compilers [reject] ${stamp}`),
    fullName: "Grace Hopper",
    email: "grace@example.net",
  };
  expect((await postContact(server.url, grace)).status).toBe(200);
  await signInInBrowser(page, server.url, DESK_EMAIL, DESK_PASSWORD);
  const graceRow = page.locator("tr[data-lead-row]").filter({ hasText: "Grace Hopper" });
  await expect(async () => {
    await page.reload();
    await expect(graceRow).toContainText("Failed", { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(graceRow).toContainText("400");

  const refused = await page.request.post(`${server.url}/admin/inquiries`, {
    form: {
      intent: "retry",
      id: (await graceRow.getAttribute("data-inquiry-id"))!,
      csrf: "forged",
    },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);
  rejecting = false;
  await graceRow.getByRole("button", { name: /Retry now/ }).click();
  await expect(page.getByRole("status")).toHaveText("The inquiry is queued for delivery again.");
  await expect.poll(() => accepted.includes(grace.subject), { timeout: 15_000 }).toBe(true);

  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Audit log");
  for (const action of ["first-admin", "sign-in", "status-change", "note", "export", "retry"]) {
    await expect(page.locator(`tr[data-audit-action="${action}"]`).first()).toBeVisible();
  }
  await expectNoAxeViolations();
});

test("an admin invites a sales user by a one-time link; sales signs in and cannot see the audit log", async ({
  page,
  browser,
  expectNoAxeViolations,
}) => {
  test.setTimeout(90_000);
  await signInInBrowser(page, server.url, DESK_EMAIL, DESK_PASSWORD);
  await page.getByRole("link", { name: "Users" }).click();
  await page.getByLabel("Email").fill("Rep@Example.com");
  await page.getByLabel("Role").selectOption("sales");
  await page.getByRole("button", { name: "Create invitation link" }).click();
  const status = page.getByRole("status");
  await expect(status).toContainText("Invitation for Rep@Example.com created.");
  const link = (await status.locator(".font-mono").textContent())!;
  expect(link).toMatch(new RegExp(`^${server.url}/admin/invite/[A-Za-z0-9_-]{43}$`));
  await expectNoAxeViolations();

  // The invited person, in another browser.
  const context = await browser.newContext();
  const rep = await context.newPage();
  await rep.goto(link);
  await expect(rep.getByRole("heading", { level: 1 })).toHaveText("Join the inquiries desk");
  await expectNoAxeViolations(rep);
  await rep.getByLabel("Password", { exact: true }).fill("the rep's own password");
  await rep.getByLabel("Password again").fill("the rep's own password");
  await rep.getByRole("button", { name: "Create account and sign in" }).click();
  await expect(rep).toHaveURL(`${server.url}/admin/inquiries`);
  await expect(rep.getByText("Signed in as rep@example.com (Sales)")).toBeVisible();
  // The link worked once.
  expect((await rep.request.get(link, { maxRedirects: 0 })).status()).toBe(404);

  // Sales: no audit log, no users page, not even by URL.
  await expect(rep.getByRole("link", { name: "Audit log" })).toHaveCount(0);
  await expect(rep.getByRole("link", { name: "Users" })).toHaveCount(0);
  const audit = await rep.goto(`${server.url}/admin/audit`);
  expect(audit?.status()).toBe(403);
  await expect(rep.getByText("Only admins can see the audit log.")).toBeVisible();
  await expectNoAxeViolations(rep);
  expect((await rep.goto(`${server.url}/admin/users`))?.status()).toBe(403);
  // The desk's script, asking for JSON, gets the refusal as JSON with its reason, not an error.
  const usersData = await rep.request.get(`${server.url}/admin/users`, {
    headers: { accept: "application/json" },
  });
  expect(usersData.status()).toBe(403);
  expect(await usersData.json()).toEqual({ ok: false, error: "Only admins can manage users." });

  // Signing out and in again with the password chosen on the invitation.
  await rep.goto(`${server.url}/admin/inquiries`);
  await rep.getByRole("button", { name: "Sign out" }).click();
  await expect(rep).toHaveURL(`${server.url}/admin/sign-in`);
  await signInInBrowser(rep, server.url, "rep@example.com", "the rep's own password");
  await context.close();

  await page.reload();
  await expect(page.locator('tr[data-user-email="rep@example.com"]')).toContainText("Sales");
  await page.getByRole("link", { name: "Your account" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account");
  await expectNoAxeViolations();
});

test("without JavaScript: sign in, open a lead, set its status with a note", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInInBrowser(page, server.url, DESK_EMAIL, DESK_PASSWORD);
  await page.getByLabel("Search").fill("grace");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page
    .locator("tr[data-lead-row]")
    .first()
    .getByRole("link", { name: /Grace Hopper/ })
    .click();
  await page.getByRole("combobox", { name: "Status" }).selectOption("qualified");
  await page.getByRole("textbox", { name: "Note" }).fill("Qualified without JavaScript.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await expect(page.locator('[data-history] [data-kind="note"]').last()).toContainText(
    "Status: New → Qualified",
  );
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(`${server.url}/admin/sign-in`);
  await context.close();
});

test("npm run desk works while the server holds the database, with the lead status", () => {
  const list = runInquiriesScript(server.dataDir);
  expect(list.stderr).toBe("");
  expect(list.status).toBe(0);
  expect(list.stdout).toMatch(/contacted\s+delivered\s+1\s+José Pérez/);
  expect(list.stdout).toContain("Grace Hopper");
  const missing = runInquiriesScript(server.dataDir, ["retry", "000000000000000000000000"]);
  expect(missing.status).toBe(2);
  expect(missing.stderr).toContain("No inquiry with id 000000000000000000000000.");
});

test("with the desk off every desk URL is the site's 404 page", async ({ request }) => {
  for (const path of [
    "/admin/inquiries",
    "/admin/sign-in",
    "/admin/inquiries.csv",
    "/admin/inquiries/0123456789abcdef01234567",
    "/admin/audit",
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
