import {
  control,
  fillContactForm,
  postContact,
  providerFields,
  runInquiriesScript,
  startInquiryProvider,
  storedInquiries,
  providerBody,
  validContact,
  type InquiryProvider,
} from "./support/contact";
import { expect, test } from "./support/fixtures";
import { startSiteServer, type SiteServer } from "./support/servers";

/**
 * From the form to the inquiry provider: a server whose INQUIRY_URL is a fake
 * provider and whose retries start at 200 ms. The tests share it and run in order; the last
 * one stops it and reads the database with `npm run desk`.
 */
test.describe.configure({ mode: "serial" });

let provider: InquiryProvider;
let server: SiteServer;
/** Subjects that must end up stored and delivered exactly once. */
const expected: string[] = [];
const SUCCESS = "Message Sent! Thank you for contacting us. We'll get back to you within 24 hours.";

test.beforeAll(async () => {
  provider = await startInquiryProvider();
  server = await startSiteServer(
    {
      INQUIRY_URL: provider.url,
      LOG_REQUESTS: "false",
    },
    { tuning: { outboxRetryBaseMs: 200 } },
  );
});

test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

const key = (n: number | string) => `e2e-key-${String(n).padStart(12, "0")}`;

test("a valid submission reaches the provider with exactly the eight fields, then the form clears", async ({
  page,
}) => {
  const subject = "Eight fields";
  expected.push(subject);
  await page.goto(`${server.url}/contact`);
  await fillContactForm(page, validContact(subject));
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(page.locator("[data-sonner-toast]").first()).toContainText(SUCCESS);
  // The sent state takes the form's place; the form behind it is cleared.
  await page.getByRole("link", { name: "Send another message" }).click();
  for (const label of ["Full name", "Email", "Subject", "Message", "Phone number"]) {
    await expect(control(page, label)).toHaveValue("");
  }
  await expect(control(page, "Country code")).toHaveValue("");
  await expect(page.getByText("is required.")).toHaveCount(0);

  await expect.poll(() => provider.acceptedWithSubject(subject).length).toBe(1);
  const [body] = provider.acceptedWithSubject(subject);
  expect(Object.keys(body!).sort()).toEqual(providerFields);
  expect(body).toEqual(providerBody(subject));
  const request = provider.fake.requests.find((recorded) => recorded.body.includes(subject))!;
  expect(request.method).toBe("POST");
  expect(request.url).toBe("/users/inquiry-form/");
  expect(request.headers["content-type"]).toContain("application/json");
});

test("on a phone the toast sits at the bottom, clear of the sent state's heading", async ({
  page,
}) => {
  const subject = "Toast on a phone";
  expected.push(subject);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/contact`);
  await fillContactForm(page, validContact(subject));
  await page.getByRole("button", { name: "Send Message" }).click();

  const toast = page.locator("[data-sonner-toast]").first();
  await expect(toast).toContainText(SUCCESS);
  const heading = page.getByRole("heading", { level: 2, name: "Message Sent!" });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  // Once it has slid in: whole on screen, in its lower half.
  const toastEnd = async () => {
    const box = (await toast.boundingBox())!;
    return box.y + box.height;
  };
  await expect.poll(toastEnd).toBeLessThanOrEqual(844);
  const toastBox = (await toast.boundingBox())!;
  const headingBox = (await heading.boundingBox())!;
  expect(toastBox.y, "the toast in the screen's lower half").toBeGreaterThan(844 / 2);
  expect(headingBox.y + headingBox.height, "the heading above the toast").toBeLessThan(toastBox.y);
  await expect.poll(() => provider.acceptedWithSubject(subject).length).toBe(1);
});

test("a provider that fails its first three calls still receives the inquiry exactly once", async () => {
  const subject = "Retry [fail3]";
  expected.push(subject);
  const started = Date.now();
  const response = await postContact(server.url, {
    ...validContact(subject),
    idempotency_key: key(1),
  });
  expect(response.status).toBe(200);
  expect(response.html).toContain("Message Sent!");
  await expect
    .poll(() => provider.acceptedWithSubject(subject).length, { timeout: 15_000 })
    .toBe(1);
  const elapsed = Date.now() - started;
  test.info().annotations.push({
    type: "delivery after three failures",
    description: `${elapsed} ms (backoff 200 + 400 + 800 ms)`,
  });
  console.log(`[contact] delivered after three provider failures in ${elapsed} ms`);
  expect(provider.calls.get(subject)).toBe(4);
  // Nothing more arrives later.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(provider.calls.get(subject)).toBe(4);
});

test("a double submit stores one inquiry", async ({ page }) => {
  const subject = "Double click";
  expected.push(subject);
  await page.goto(`${server.url}/contact`);
  await fillContactForm(page, validContact(subject));
  await page.getByRole("button", { name: "Send Message" }).dblclick();
  await expect(page.locator("[data-sonner-toast]").first()).toContainText("Message Sent!");

  // A retried request (same key, sent again while the first is in flight) is one inquiry too.
  const retried = "Retried request";
  expected.push(retried);
  const body = { ...validContact(retried), idempotency_key: key(2) };
  const responses = await Promise.all([1, 2, 3].map(() => postContact(server.url, body)));
  for (const response of responses) expect(response.html).toContain("Message Sent!");

  await expect.poll(() => provider.acceptedWithSubject(retried).length).toBe(1);
  await expect.poll(() => provider.acceptedWithSubject(subject).length).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(provider.calls.get(subject)).toBe(1);
  expect(provider.calls.get(retried)).toBe(1);
});

test("without JavaScript the form posts and the page shows the errors, then the success", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(`${server.url}/contact`);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Validation Error: Please fix the highlighted fields.",
    );
    for (const message of [
      "Full name is required.",
      "Email is required.",
      "Please select a country code.",
      "Phone number is required.",
      "Subject is required.",
      "Message is required.",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(control(page, "Full name")).toHaveAttribute("aria-invalid", "true");

    const subject = "No JavaScript";
    expected.push(subject);
    await fillContactForm(page, { ...validContact(subject), fullName: "Jo" });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Full name must be at least 3 characters.")).toBeVisible();
    // What was typed is still there; only the name needs fixing.
    await expect(control(page, "Subject")).toHaveValue(subject);
    await expect(control(page, "Country code")).toHaveValue("+44");
    await control(page, "Full name").fill("Joe Bloggs");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toHaveText(SUCCESS);
    await expect(control(page, "Subject")).toHaveValue("");
    await expect.poll(() => provider.acceptedWithSubject(subject).length).toBe(1);
    expect(provider.acceptedWithSubject(subject)[0]).toMatchObject({ full_name: "Joe Bloggs" });
  } finally {
    await context.close();
  }
});

test("a bot that fills the honeypot is told it succeeded, and nothing is stored or sent", async () => {
  const response = await postContact(server.url, {
    ...validContact("Honeypot"),
    website: "https://spam.example",
  });
  expect(response.status).toBe(200);
  expect(response.html).toContain("Message Sent!");
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(provider.calls.get("Honeypot")).toBeUndefined();
});

/**
 * N concurrent posts to the page, as the form's island sends them (asking for JSON). With `outage`, the provider fails every call until a second after
 * all of them are stored. Reports the times.
 */
async function burst(label: string, count: number, outage: boolean) {
  const subjects = Array.from({ length: count }, (_, n) => `${label} ${n}`);
  expected.push(...subjects);
  provider.setOutage(outage);
  const started = Date.now();
  const responses = await Promise.all(
    subjects.map(async (subject, n) => {
      const response = await fetch(`${server.url}/contact`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
          origin: server.url,
        },
        body: new URLSearchParams({
          ...validContact(subject),
          idempotency_key: key(`${label}${n}`),
        }),
      });
      return { status: response.status, body: await response.text() };
    }),
  );
  const stored = Date.now() - started;
  expect(responses.filter((r) => r.status === 200 && r.body.includes("success"))).toHaveLength(
    count,
  );
  let recovered = started;
  if (outage) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    provider.setOutage(false);
    recovered = Date.now();
  }
  await expect
    .poll(() => subjects.filter((s) => provider.acceptedWithSubject(s).length > 0).length, {
      timeout: 30_000,
    })
    .toBe(count);
  const done = Date.now();
  const calls = subjects.reduce((sum, subject) => sum + (provider.calls.get(subject) ?? 0), 0);
  for (const subject of subjects) expect(provider.acceptedWithSubject(subject)).toHaveLength(1);
  const note = outage
    ? `${count} sent, all stored within ${stored} ms while the provider failed every call; ` +
      `provider back after ${recovered - started} ms; all ${count} delivered once each ` +
      `${done - recovered} ms later (${done - started} ms in all, ${calls} provider calls)`
    : `${count} sent, all stored within ${stored} ms, all ${count} delivered once each within ` +
      `${done - started} ms (${calls} provider calls)`;
  test.info().annotations.push({ type: `burst: ${label}`, description: note });
  console.log(`[contact] burst ${label}: ${note}`);
}

test("a burst of 50 concurrent submissions is stored and delivered exactly once", async () => {
  test.setTimeout(90_000);
  await burst("healthy", 50, false);
  await burst("outage", 50, true);
});

test("npm run desk lists every stored inquiry once, all delivered", async () => {
  // PGlite allows one process: while the server runs, the script asks it (its desk CLI socket);
  // tests/e2e/data-dir-lock.spec.ts checks the refusal when no server answers.
  const whileRunning = storedInquiries(server.dataDir);
  expect(whileRunning.map((row) => row.subject).sort()).toEqual([...expected].sort());

  await server.stop();
  const rows = storedInquiries(server.dataDir);
  expect(rows.map((row) => row.subject).sort()).toEqual([...expected].sort());
  expect(rows.filter((row) => row.status !== "delivered")).toEqual([]);
  expect(rows.find((row) => row.subject === "Retry [fail3]")?.attempts).toBe(4);

  const table = runInquiriesScript(server.dataDir);
  expect(table.stdout).toContain(
    `${expected.length} inquiries: ${expected.length} delivered, 0 pending.`,
  );
  const csv = runInquiriesScript(server.dataDir, ["--csv"]);
  expect(csv.status).toBe(0);
  // One header, one record per inquiry (messages hold a quoted line break).
  // E-mail to sales is off here: its two columns are empty.
  expect(csv.stdout.match(/,ai-agent-platform,,\r\n/g)).toHaveLength(expected.length);
});
