import type { Page } from "@playwright/test";

import { dateInWords } from "#app/features/desk/desk-time";
import { postContact, validContact } from "./support/contact";
import {
  DESK_EMAIL,
  DESK_PASSWORD,
  getWith,
  postForm,
  signInByFetch,
  signInInBrowser,
  startDeskServer,
} from "./support/desk";
import { expect, test } from "./support/fixtures";
import { watchFirstView } from "./support/first-view";
import { json, startFakeService, type FakeService, type SiteServer } from "./support/servers";

/**
 * The desk as a tool (issues 43 and 55): its own shell without the site's chrome, status tabs
 * with counts, status and owner changed from the list (with and without script), keyboard
 * navigation, a reply by email, dates in words, cards at 390 px. One server, tests in order.
 * Sorting, bulk changes, undo and the inquiry's neighbours: desk-list-tool.spec.ts.
 */
test.describe.configure({ mode: "serial" });
// A first-time visitor: the site's cookie banner would show if the desk had the site's chrome.
test.use({ freshVisitor: true });

let provider: FakeService;
let server: SiteServer;
const stamp = Date.now();
const leads = ["Ada Lovelace", "Grace Hopper", "Katherine Johnson"] as const;
const owner = DESK_EMAIL.toLowerCase();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  provider = await startFakeService((_request, response) => json(response, 201, {}));
  server = await startDeskServer({ INQUIRY_URL: `${provider.url}/users/inquiry-form/` });
  for (const fullName of leads) {
    const posted = await postContact(server.url, {
      ...validContact(`Agents for ${fullName.split(" ")[1]} ${stamp}`),
      fullName,
      email: `${fullName.split(" ")[0]!.toLowerCase()}@client.example`,
    });
    expect(posted.status).toBe(200);
  }
});

test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

const rowOf = (page: Page, name: string) =>
  page
    .locator("tr[data-lead-row]")
    .filter({ has: page.getByRole("link", { name: new RegExp(name) }) });

test("desk pages have their own header: no site navigation, footer, chat or cookie banner", async ({
  page,
}) => {
  const noSiteChrome = async (path: string) => {
    await expect(page.locator("[data-main-nav]"), path).toHaveCount(0);
    await expect(page.locator("footer"), path).toHaveCount(0);
    await expect(page.locator("[data-chat-launcher]"), path).toHaveCount(0);
    await expect(page.locator("[data-consent]"), path).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Start Building" }), path).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Inquiries desk" }), path).toBeVisible();
  };
  await page.goto(`${server.url}/admin/sign-in`);
  await noSiteChrome("/admin/sign-in");
  await signInInBrowser(page, server.url, DESK_EMAIL, DESK_PASSWORD);
  const inquiry = await rowOf(page, leads[0]).getAttribute("data-inquiry-id");
  for (const path of [
    "/admin/inquiries",
    `/admin/inquiries/${inquiry}`,
    "/admin/users",
    "/admin/audit",
    "/admin/account",
  ]) {
    await page.goto(`${server.url}${path}`);
    await noSiteChrome(path);
    // The desk's own navigation marks where one is.
    await expect(page.getByRole("navigation", { name: "Desk" })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Your account" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("the list moves with j/k and the arrows and opens a lead with o or Enter", async ({
  page,
}) => {
  await signInInBrowser(page, server.url, DESK_EMAIL, DESK_PASSWORD);
  const links = page.locator("tbody tr [data-row-link]");
  await expect(links).toHaveCount(3);
  await page.keyboard.press("j");
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press("j");
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(links.nth(2)).toBeFocused();
  // The last row stays the last.
  await page.keyboard.press("j");
  await expect(links.nth(2)).toBeFocused();
  await page.keyboard.press("k");
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(links.nth(0)).toBeFocused();

  // Typing in the search is never a shortcut.
  await page.getByLabel("Search").fill("jk");
  await expect(page.getByLabel("Search")).toBeFocused();

  await links.nth(0).focus();
  await page.keyboard.press("j");
  const second = await links.nth(1).getAttribute("href");
  await page.keyboard.press("o");
  await expect(page).toHaveURL(`${server.url}${second}`);
  await page.goBack();
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
  await page.keyboard.press("j");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/inquiries\/[0-9a-f]{24}$/);
});

// Issue 55 changed this: no Save per row any more; each choice of a status or owner menu saves.
test("status and owner change from the list in place; the counts follow; the history has it", async ({
  page,
  expectNoAxeViolations,
}) => {
  await signInInBrowser(page, server.url, DESK_EMAIL, DESK_PASSWORD);
  const tabs = page.getByRole("navigation", { name: "Status" });
  await expect(tabs.getByRole("link", { name: /^All/ })).toContainText("3");
  await expect(tabs.getByRole("link", { name: /^New/ })).toContainText("3");
  await expect(tabs.getByRole("link", { name: /^Qualified/ })).toContainText("0");

  const row = rowOf(page, leads[1]);
  const height = (await row.boundingBox())!.height;
  await row.getByRole("button", { name: `Status of ${leads[1]}: New` }).click();
  const statuses = page.getByRole("group", { name: `Status of ${leads[1]}` });
  // The menu opens on the current status.
  await expect(statuses.getByRole("button", { name: "New" })).toBeFocused();
  await expectNoAxeViolations();
  await statuses.getByRole("button", { name: "Qualified" }).click();
  await expect(statuses).toBeHidden();
  const status = row.getByRole("button", { name: `Status of ${leads[1]}: Qualified` });
  await expect(status).toBeFocused();
  await expect(page.getByRole("status")).toContainText(`Status of ${leads[1]}: Qualified`);
  // Saved in place: the page stayed, the counts moved, the row kept its size.
  await expect(tabs.getByRole("link", { name: /^New/ })).toContainText("2");
  await expect(tabs.getByRole("link", { name: /^Qualified/ })).toContainText("1");
  expect((await row.boundingBox())!.height).toBe(height);

  // The owner by keyboard: Enter opens, the arrow moves from Nobody to the first user, Enter picks.
  await row.getByRole("button", { name: `Owner of ${leads[1]}: Nobody` }).focus();
  await page.keyboard.press("Enter");
  const owners = page.getByRole("group", { name: `Owner of ${leads[1]}` });
  await expect(owners.getByRole("button", { name: "Nobody" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(row.getByRole("button", { name: `Owner of ${leads[1]}: ${owner}` })).toBeFocused();
  await expect(page.getByRole("status")).toContainText(`Owner of ${leads[1]}: ${owner}`);

  await page.reload();
  await expect(row.getByRole("button", { name: `Status of ${leads[1]}: Qualified` })).toBeVisible();
  await expect(row.getByRole("button", { name: `Owner of ${leads[1]}: ${owner}` })).toBeVisible();
  await page.goto(`${server.url}/admin/inquiries?status=qualified`);
  await expect(page.locator("tr[data-lead-row]")).toHaveCount(1);
  await expect(tabs.getByRole("link", { name: /^Qualified/ })).toHaveAttribute(
    "aria-current",
    "page",
  );

  await rowOf(page, leads[1])
    .getByRole("link", { name: new RegExp(leads[1]) })
    .click();
  const history = page.locator('[data-history] [data-kind="note"]');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText("Status: New → Qualified");
  await expect(history.last()).toContainText(`Owner: ${owner}`);

  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.locator('tr[data-audit-action="owner-change"]')).toContainText(
    `Changed the owner to ${owner}`,
  );
  await expect(page.locator('tr[data-audit-action="owner-change"]')).toContainText(leads[1]);
});

test("without JavaScript a status is one click of its menu, and the list comes back filtered", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInInBrowser(page, server.url, DESK_EMAIL, DESK_PASSWORD);
  await page.goto(`${server.url}/admin/inquiries?status=new`);
  const row = rowOf(page, leads[2]);
  // The HTML popover opens without script; each choice is a submit button of the row's form.
  await row.getByRole("button", { name: `Status of ${leads[2]}: New` }).click();
  await page
    .getByRole("group", { name: `Status of ${leads[2]}` })
    .getByRole("button", { name: "Contacted" })
    .click();
  // Redirected back (a reload does not post again), the message said once.
  await expect(page).toHaveURL(`${server.url}/admin/inquiries?status=new`);
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await expect(page.locator("tr[data-lead-row]")).toHaveCount(1);
  await page.reload();
  await expect(page.locator("[data-list-message]")).toBeEmpty();
  await context.close();
});

const countOf = (page: Page, status: string) => page.locator(`[data-status-count="${status}"]`);

test("the status counts follow the search: each tab counts only the matching inquiries", async ({
  page,
}) => {
  await signInInBrowser(page, server.url, DESK_EMAIL, DESK_PASSWORD);
  await page.goto(`${server.url}/admin/inquiries`);
  // Ada new, Katherine contacted, Grace qualified (the tests before).
  await expect(countOf(page, "new")).toHaveText("1");
  await expect(countOf(page, "contacted")).toHaveText("1");
  await expect(countOf(page, "qualified")).toHaveText("1");

  await page.getByRole("searchbox").fill("Hopper");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=Hopper/);
  await expect(page.locator("tr[data-lead-row]")).toHaveCount(1);
  await expect(countOf(page, "new")).toHaveText("0");
  await expect(countOf(page, "contacted")).toHaveText("0");
  await expect(countOf(page, "qualified")).toHaveText("1");
});

test("without JavaScript the date filter narrows the list and its counts", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInInBrowser(page, server.url, DESK_EMAIL, DESK_PASSWORD);
  await page.goto(`${server.url}/admin/inquiries`);
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  // The date input itself (the calendar's button and dialog, for script, carry the label too).
  const fromInput = page.getByLabel("Received from").and(page.locator("input"));
  const filterFrom = async (from: string) => {
    const summary = page.getByText("Dates", { exact: true });
    if (!(await fromInput.isVisible())) await summary.click();
    await fromInput.fill(from);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]from=${from}`));
  };
  await filterFrom(day(1));
  await expect(page.locator("tr[data-lead-row]")).toHaveCount(0);
  await expect(countOf(page, "new")).toHaveText("0");
  await expect(countOf(page, "qualified")).toHaveText("0");
  await filterFrom(day(0));
  await expect(page.locator("tr[data-lead-row]")).toHaveCount(3);
  await expect(countOf(page, "new")).toHaveText("1");
  await expect(countOf(page, "qualified")).toHaveText("1");
  await context.close();
});

test("the date filter's calendar: keyboard only, Escape returns focus, a picked day filters", async ({
  page,
  expectNoAxeViolations,
}) => {
  await signInInBrowser(page, server.url, DESK_EMAIL, DESK_PASSWORD);
  await page.goto(`${server.url}/admin/inquiries`);
  const dayOf = (offset: number) => new Date(Date.now() + offset * 86_400_000);
  const iso = (offset: number) => dayOf(offset).toISOString().slice(0, 10);
  const inWords = (offset: number, options: Intl.DateTimeFormatOptions) =>
    dayOf(offset).toLocaleString("en-GB", { ...options, timeZone: "UTC" });
  await page.getByText("Dates", { exact: true }).click();
  // The script has put a button in the date input's place; the input keeps the value, hidden.
  const from = page.getByRole("button", { name: "Received from Any date" });
  await expect(from).toBeVisible();
  await expect(page.locator('input[name="from"]')).toHaveAttribute("type", "hidden");
  const calendar = page.getByRole("dialog", { name: "Received from" });
  const dayButton = (offset: number) =>
    // exact: on days 1-9 "6 December" is also a substring of "16 December" and "26 December".
    calendar.getByRole("button", {
      name: inWords(offset, { day: "numeric", month: "long" }),
      exact: true,
    });

  await from.focus();
  await page.keyboard.press("Enter");
  await expect(calendar).toBeVisible();
  await expect(dayButton(0)).toBeFocused();
  await expect(dayButton(0)).toHaveAttribute("aria-current", "date");
  await expectNoAxeViolations();
  await page.keyboard.press("Escape");
  await expect(calendar).toBeHidden();
  await expect(from).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dayButton(0)).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(dayButton(1)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`[?&]from=${iso(1)}`));
  await expect(page.locator("tr[data-lead-row]")).toHaveCount(0);
  const picked = page.getByRole("button", {
    name: `Received from ${dateInWords(iso(1))}`,
  });
  await expect(picked).toBeVisible();

  await picked.focus();
  await page.keyboard.press("Enter");
  await expect(dayButton(1)).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(dayButton(0)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`[?&]from=${iso(0)}`));
  await expect(page.locator("tr[data-lead-row]")).toHaveCount(3);
});

test("the list's first view, calendar included, stays within a chrome-only page's script budget", async ({
  page,
  browser,
}) => {
  await signInInBrowser(page, server.url, DESK_EMAIL, DESK_PASSWORD);
  // A context of its own with the session: a cold cache, so every file the list needs is fetched.
  const cold = await browser.newContext({ storageState: await page.context().storageState() });
  const list = await cold.newPage();
  const expectWithinBudgets = watchFirstView(list, "/admin/inquiries");
  await list.goto(`${server.url}/admin/inquiries`);
  await expect(list.locator("html")).toHaveAttribute("data-hydrated", "");
  await list.getByText("Dates", { exact: true }).click();
  await expect(list.getByRole("button", { name: "Received from Any date" })).toBeVisible();
  await list.waitForLoadState("networkidle");
  expectWithinBudgets();
  await cold.close();
});

test("a row's change names only someone who can sign in, and needs the session's token", async () => {
  const { cookie, csrf } = await signInByFetch(server.url);
  const list = await (await getWith(`${server.url}/admin/inquiries`, cookie)).text();
  const id = /data-inquiry-id="([0-9a-f]{24})"/.exec(list)![1]!;
  const save = (fields: Record<string, string>) =>
    postForm(
      `${server.url}/admin/inquiries`,
      { intent: "update", id, status: "new", ...fields },
      { cookie },
    );
  expect((await save({ csrf: "forged", owner: "none" })).status).toBe(403);
  const stranger = await save({ csrf, owner: "0123456789abcdef01234567" });
  expect(stranger.status).toBe(400);
  expect(await stranger.text()).toContain("Choose someone who can sign in to the desk.");
  expect((await save({ csrf, owner: "me" })).status).toBe(400);
});

test("the inquiry reads like the message, with a reply link and times in words", async ({
  page,
  expectNoAxeViolations,
}) => {
  await signInInBrowser(page, server.url, DESK_EMAIL, DESK_PASSWORD);
  await rowOf(page, leads[0])
    .getByRole("link", { name: new RegExp(leads[0]) })
    .click();
  const subject = `Agents for Lovelace ${stamp}`;
  await expect(page.getByRole("heading", { level: 2, name: subject })).toBeVisible();
  const reply = page.getByRole("link", { name: `Reply to ${leads[0]} by email` });
  await expect(reply).toHaveAttribute(
    "href",
    `mailto:ada@client.example?subject=${encodeURIComponent(`Re: ${subject}`)}`,
  );
  // "just now", the exact time on hover.
  const received = page.locator("[data-received] time");
  await expect(received).toHaveText(/just now|minutes? ago/);
  await expect(received).toHaveAttribute("title", /^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
  await expect(page.locator('[data-history] [data-kind="received"]')).toHaveCount(1);
  await expect(page.locator('[data-history] [data-kind="delivery"]')).toContainText(
    "Delivery: delivered (attempt 1)",
  );
  await expectNoAxeViolations();
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the list is cards, nothing runs off the screen, and the pages stay accessible", async ({
    page,
    expectNoAxeViolations,
  }) => {
    await signInInBrowser(page, server.url, DESK_EMAIL, DESK_PASSWORD);
    const rows = page.locator("tr[data-lead-row]");
    await expect(rows).toHaveCount(3);
    for (const row of await rows.all()) {
      expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe("grid");
      const box = (await row.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    // Each card says what its fields are.
    await expect(rows.first().getByText("Status", { exact: true })).toBeVisible();
    await expect(rows.first().getByText("Owner", { exact: true })).toBeVisible();
    await expectNoAxeViolations();

    await rows.first().locator("[data-row-link]").click();
    await expect(page.locator(`[data-inquiry-field="message"]`)).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoAxeViolations();
  });
});
