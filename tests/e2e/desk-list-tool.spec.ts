import type { Locator, Page } from "@playwright/test";

import { postContact, validContact } from "./support/contact";
import { DESK_EMAIL, DESK_PASSWORD, signInInBrowser, startDeskServer } from "./support/desk";
import { expect, test } from "./support/fixtures";
import { json, startFakeService, type FakeService, type SiteServer } from "./support/servers";

/**
 * The list as a sales tool (issue 55): the keys (Tab to the first row, `/`, j/k on an inquiry's
 * page), undo, sorting, bulk changes (stored and audited), the forgotten-password path, and the
 * list, users and audit log as cards at 390 px with nothing running over. One server, in order.
 */
test.describe.configure({ mode: "serial" });

let provider: FakeService;
let server: SiteServer;
const stamp = Date.now();
// Oldest first: the list shows Katherine, Grace, Ada.
const leads = [
  { fullName: "Ada Lovelace", company: "Zeta Engines", country: "+33" },
  { fullName: "Grace Hopper", company: "alpha Compilers", country: "+1" },
  { fullName: "Katherine Johnson", company: "", country: "+91" },
] as const;
const [ada, grace, katherine] = leads.map((lead) => lead.fullName) as [string, string, string];
const owner = DESK_EMAIL.toLowerCase();
const longEmail = "katherine.coleman.goble.johnson@flight-research.langley.example";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  provider = await startFakeService((_request, response) => json(response, 201, {}));
  server = await startDeskServer({ INQUIRY_URL: `${provider.url}/users/inquiry-form/` });
  for (const lead of leads) {
    const posted = await postContact(server.url, {
      ...validContact(`Agents for ${lead.fullName.split(" ")[1]} ${stamp}`),
      ...lead,
      email: `${lead.fullName.split(" ")[0]!.toLowerCase()}@client.example`,
    });
    expect(posted.status).toBe(200);
  }
});

test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

const rows = (page: Page) => page.locator("tr[data-lead-row]");
const rowOf = (page: Page, name: string) =>
  rows(page).filter({ has: page.getByRole("link", { name: new RegExp(`^${name}:`) }) });
const names = (page: Page) => rows(page).locator("[data-row-link]").allInnerTexts();
/** The desk's script has run (keys pressed before it would be lost). */
const ready = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
const statusOf = (page: Page, name: string, status: string) =>
  rowOf(page, name).getByRole("button", { name: `Status of ${name}: ${status}` });

test("Tab reaches the first row through the skip link; / goes to the search", async ({ page }) => {
  await signInInBrowser(page, server.url, DESK_EMAIL, DESK_PASSWORD);
  await ready(page);
  const first = rows(page).first().locator("[data-row-link]");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to the inquiries" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(first).toBeFocused();
  await expect(first).toHaveText(katherine);

  await page.keyboard.press("/");
  const search = page.getByRole("searchbox");
  await expect(search).toBeFocused();
  // The slash opened the search; it is not typed into it.
  await expect(search).toHaveValue("");
  await search.fill("Hopper");
  await page.keyboard.press("Enter");
  await expect(rows(page)).toHaveCount(1);

  // Without script the skip link goes to the list, and the next Tab is in its first row.
  const context = await page
    .context()
    .browser()!
    .newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
  const plain = await context.newPage();
  await plain.goto(`${server.url}/admin/inquiries`);
  for (const key of ["Tab", "Enter", "Tab"]) await plain.keyboard.press(key);
  await expect(plain.getByRole("checkbox", { name: `Select ${katherine}` })).toBeFocused();
  await context.close();
});

test("a change says what it did and can be undone, with the button or z", async ({ page }) => {
  await signInInBrowser(page, server.url, DESK_EMAIL, DESK_PASSWORD);
  await statusOf(page, ada, "New").click();
  await page
    .getByRole("group", { name: `Status of ${ada}` })
    .getByRole("button", { name: "Closed" })
    .click();
  const message = page.getByRole("status");
  await expect(message).toContainText(`Status of ${ada}: Closed`);
  await message.getByRole("button", { name: "Undo" }).click();
  await expect(statusOf(page, ada, "New")).toBeVisible();
  await expect(message).toContainText("Undone.");
  await expect(page.locator('[data-status-count="closed"]')).toHaveText("0");

  await rowOf(page, grace)
    .getByRole("button", { name: `Owner of ${grace}: Nobody` })
    .click();
  await page
    .getByRole("group", { name: `Owner of ${grace}` })
    .getByRole("button", { name: `${owner} (you)` })
    .click();
  await expect(message).toContainText(`Owner of ${grace}: ${owner}`);
  await page.keyboard.press("z");
  await expect(
    rowOf(page, grace).getByRole("button", { name: `Owner of ${grace}: Nobody` }),
  ).toBeVisible();

  // Stored as it was put back; the history keeps both steps.
  await page.reload();
  await expect(statusOf(page, ada, "New")).toBeVisible();
  await expect(
    rowOf(page, grace).getByRole("button", { name: `Owner of ${grace}: Nobody` }),
  ).toBeVisible();
  await rowOf(page, ada).locator("[data-row-link]").click();
  const notes = page.locator('[data-history] [data-kind="note"]');
  await expect(notes).toHaveCount(2);
  await expect(notes.first()).toContainText("Status: New → Closed");
  await expect(notes.last()).toContainText("Status: Closed → New");
});

test("the columns sort on the server, either way, and the order stays with the filters", async ({
  page,
}) => {
  await signInInBrowser(page, server.url, DESK_EMAIL, DESK_PASSWORD);
  expect(await names(page)).toEqual([katherine, grace, ada]);
  const header = (name: string) => page.getByRole("columnheader", { name });
  await expect(header("Received")).toHaveAttribute("aria-sort", "descending");

  await header("Company").getByRole("link").click();
  await expect(page).toHaveURL(/[?&]sort=company&dir=asc/);
  await expect(header("Company")).toHaveAttribute("aria-sort", "ascending");
  // A to Z whatever the case; no company last.
  expect(await names(page)).toEqual([grace, ada, katherine]);
  await header("Company").getByRole("link").click();
  await expect(page).toHaveURL(/[?&]sort=company&dir=desc/);
  expect(await names(page)).toEqual([ada, grace, katherine]);

  await header("Received").getByRole("link").click();
  await header("Received").getByRole("link").click();
  await expect(page).toHaveURL(/[?&]sort=received&dir=asc/);
  expect(await names(page)).toEqual([ada, grace, katherine]);
  // The status tabs and the search keep the order.
  await page
    .getByRole("navigation", { name: "Status" })
    .getByRole("link", { name: /^New/ })
    .click();
  await expect(page).toHaveURL(/status=new&sort=received&dir=asc/);
  await page.getByRole("searchbox").fill("client");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/sort=received&dir=asc/);

  // Anything else is the list's own order, never an error.
  const odd = await page.goto(`${server.url}/admin/inquiries?sort=message;drop&dir=sideways`);
  expect(odd?.status()).toBe(200);
  expect(await names(page)).toEqual([katherine, grace, ada]);
});

test("the selected rows change together: stored, audited one by one, undone together", async ({
  page,
  expectNoAxeViolations,
}) => {
  await signInInBrowser(page, server.url, DESK_EMAIL, DESK_PASSWORD);
  const bar = page.getByRole("form", { name: "Change the selected inquiries" });
  await expect(bar).toBeHidden();
  await page.getByRole("checkbox", { name: `Select ${ada}` }).check();
  await page.keyboard.press("k");
  await page.keyboard.press("x");
  await expect(page.getByRole("checkbox", { name: `Select ${grace}` })).toBeChecked();
  await expect(bar).toBeVisible();
  await expect(bar).toContainText("2 inquiries selected");
  await expectNoAxeViolations();

  await bar.getByRole("combobox", { name: "Set status" }).selectOption("qualified");
  await bar.getByRole("combobox", { name: "Set owner" }).selectOption({ label: owner });
  await bar.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("status")).toContainText("2 inquiries changed.");
  await expect(statusOf(page, ada, "Qualified")).toBeVisible();
  await expect(statusOf(page, grace, "Qualified")).toBeVisible();
  await expect(page.locator('[data-status-count="qualified"]')).toHaveText("2");
  await page.reload();
  await expect(statusOf(page, ada, "Qualified")).toBeVisible();
  await expect(
    rowOf(page, grace).getByRole("button", { name: `Owner of ${grace}: ${owner}` }),
  ).toBeVisible();

  await page.getByRole("link", { name: "Audit log" }).click();
  for (const name of [ada, grace]) {
    const entries = page.locator("tr[data-audit-action]").filter({ hasText: name });
    await expect(
      entries.filter({ hasText: "Changed the status from New to Qualified" }),
    ).toHaveCount(1);
  }
  const adaEntries = page.locator("tr[data-audit-action]").filter({ hasText: ada });
  await expect(adaEntries.filter({ hasText: `Changed the owner to ${owner}` })).toHaveCount(1);

  // Select all, change, undo: each row gets back what it had.
  await page.goto(`${server.url}/admin/inquiries`);
  await page.getByRole("checkbox", { name: "Select every inquiry on this page" }).check();
  await expect(bar).toContainText("3 inquiries selected");
  await bar.getByRole("combobox", { name: "Set status" }).selectOption("closed");
  await bar.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("status")).toContainText("3 inquiries changed.");
  await page.getByRole("status").getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("status")).toContainText("Undone.");
  await page.reload();
  await expect(statusOf(page, ada, "Qualified")).toBeVisible();
  await expect(statusOf(page, grace, "Qualified")).toBeVisible();
  await expect(statusOf(page, katherine, "New")).toBeVisible();
});

test("without JavaScript a bulk change is a form post, and refuses an empty choice", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInInBrowser(page, server.url, DESK_EMAIL, DESK_PASSWORD);
  const bar = page.getByRole("form", { name: "Change the selected inquiries" });
  await page.getByRole("checkbox", { name: `Select ${katherine}` }).check();
  // Shown by CSS alone once a row is checked.
  await expect(bar).toBeVisible();
  await bar.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Choose a status or an owner for the selected inquiries.",
  );
  await page.getByRole("checkbox", { name: `Select ${katherine}` }).check();
  await bar.getByRole("combobox", { name: "Set status" }).selectOption("contacted");
  await bar.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(`${server.url}/admin/inquiries`);
  await expect(page.getByRole("status")).toHaveText("1 inquiry changed.");
  await expect(statusOf(page, katherine, "Contacted")).toBeVisible();
  await context.close();
});

test("an inquiry's page: j/k and the arrows through its list, u and Escape back, the country", async ({
  page,
  expectNoAxeViolations,
}) => {
  await signInInBrowser(page, server.url, DESK_EMAIL, DESK_PASSWORD);
  await page.goto(`${server.url}/admin/inquiries?status=qualified&sort=company&dir=asc`);
  expect(await names(page)).toEqual([grace, ada]);
  await rowOf(page, grace).locator("[data-row-link]").click();
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(`Inquiry from ${grace}`);
  await ready(page);
  await expect(page.locator("[data-position]")).toHaveText("1 of 2");
  await expect(page.locator("[data-inquiry-country]")).toHaveText("Country: USA (+1)");
  await expectNoAxeViolations();

  await page.keyboard.press("j");
  await expect(heading).toHaveText(`Inquiry from ${ada}`);
  await ready(page);
  await expect(page.locator("[data-position]")).toHaveText("2 of 2");
  await expect(page.locator("[data-inquiry-country]")).toHaveText("Country: France (+33)");
  await page.keyboard.press("ArrowLeft");
  await expect(heading).toHaveText(`Inquiry from ${grace}`);
  await ready(page);
  await page.keyboard.press("ArrowRight");
  await expect(heading).toHaveText(`Inquiry from ${ada}`);
  await ready(page);
  await page.keyboard.press("k");
  await expect(heading).toHaveText(`Inquiry from ${grace}`);
  await ready(page);
  // Typing a note is never a shortcut.
  await page.getByRole("textbox", { name: "Note" }).fill("jk");
  await expect(heading).toHaveText(`Inquiry from ${grace}`);
  await ready(page);
  await page.getByRole("textbox", { name: "Note" }).fill("");

  // Escape closes an open menu first, then goes back to the list as it was.
  await page.getByRole("button", { name: `Status of ${grace}: Qualified` }).click();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("group", { name: `Status of ${grace}` })).toBeHidden();
  await expect(heading).toHaveText(`Inquiry from ${grace}`);
  await ready(page);
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(
    `${server.url}/admin/inquiries?status=qualified&sort=company&dir=asc`,
  );
  await rowOf(page, ada).locator("[data-row-link]").click();
  await expect(heading).toHaveText(`Inquiry from ${ada}`);
  await ready(page);
  await page.keyboard.press("u");
  await expect(page).toHaveURL(/\/admin\/inquiries\?status=qualified&sort=company&dir=asc$/);
});

test("a status changed on the inquiry's page shows in its history; j still goes on", async ({
  page,
}) => {
  await signInInBrowser(page, server.url, DESK_EMAIL, DESK_PASSWORD);
  await page.goto(`${server.url}/admin/inquiries?status=qualified`);
  await rowOf(page, grace).locator("[data-row-link]").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Inquiry from ${grace}`);
  await ready(page);
  await page.getByRole("button", { name: `Status of ${grace}: Qualified` }).click();
  await page
    .getByRole("group", { name: `Status of ${grace}` })
    .getByRole("button", { name: "Closed" })
    .click();
  await expect(page.locator('[data-history] [data-kind="note"]').last()).toContainText(
    "Status: Qualified → Closed",
  );
  // The note form follows, so a note saved next does not put Qualified back.
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("closed");
  await page.keyboard.press("j");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Inquiry from ${ada}`);
});

test("forgot the password: the sign-in page says what to do, an admin's link does it", async ({
  page,
  browser,
  expectNoAxeViolations,
}) => {
  // Someone with a long address joins, to be seen at 390 px below.
  await signInInBrowser(page, server.url, DESK_EMAIL, DESK_PASSWORD);
  await page.getByRole("link", { name: "Users" }).click();
  await page.getByLabel("Email").fill(longEmail);
  await page.getByRole("button", { name: "Create invitation link" }).click();
  const join = async (link: string, heading: string, password: string) => {
    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto(link);
    await expect(other.getByRole("heading", { level: 1 })).toHaveText(heading);
    await other.getByLabel("Password", { exact: true }).fill(password);
    await other.getByLabel("Password again").fill(password);
    await other.getByRole("button", { name: /sign in$/ }).click();
    await expect(other).toHaveURL(`${server.url}/admin/inquiries`);
    await context.close();
  };
  const linkShown = () => page.getByRole("status").locator(".font-mono").textContent();
  await join((await linkShown())!, "Join the inquiries desk", "a first password here");

  const context = await browser.newContext();
  const door = await context.newPage();
  await door.goto(`${server.url}/admin/sign-in`);
  await door.getByText("Forgot your password?").click();
  await expect(door.getByText(/Ask an admin of the desk for a new password link/)).toBeVisible();
  await expectNoAxeViolations(door);
  await context.close();

  await page.reload();
  await page.getByRole("button", { name: `Make a new password link for ${longEmail}` }).click();
  await expect(page.getByRole("status")).toContainText(`Password link for ${longEmail} created.`);
  await join((await linkShown())!, "Choose a new password", "a second password now");
  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.locator('tr[data-audit-action="password-reset"]')).toContainText(
    "Chose a new password by a link",
  );
});

/** Every visible element of each card inside the card (or cut by an ancestor inside it). */
async function expectInsideCards(cards: Locator) {
  expect(await cards.count()).toBeGreaterThan(0);
  for (const card of await cards.all()) {
    const outside = await card.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const clipped = (node: Element) => {
        for (let up = node.parentElement; up && up !== element; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== "visible") return true;
        }
        return false;
      };
      return [...element.querySelectorAll("*")]
        .filter((node) => node.getClientRects().length > 0 && !clipped(node))
        .filter((node) => {
          const rect = node.getBoundingClientRect();
          return rect.left < box.left - 0.5 || rect.right > box.right + 0.5 || rect.right > 390;
        })
        .map((node) => node.outerHTML.slice(0, 80));
    });
    expect(outside).toEqual([]);
  }
}

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("list, users and audit log are cards; long emails are cut on one line, not wrapped", async ({
    page,
    expectNoAxeViolations,
  }) => {
    await signInInBrowser(page, server.url, DESK_EMAIL, DESK_PASSWORD);
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    for (const path of ["/admin/inquiries", "/admin/users", "/admin/audit"]) {
      await page.goto(`${server.url}${path}`);
      await expectInsideCards(page.locator("tbody tr"));
      expect(await overflow(), path).toBeLessThanOrEqual(0);
      await expectNoAxeViolations();
    }
    // The users page and the audit log: the long address on one line, cut with an ellipsis.
    for (const path of ["/admin/users", "/admin/audit"]) {
      await page.goto(`${server.url}${path}`);
      const email = page.locator("tbody tr").getByText(longEmail, { exact: true }).first();
      const lines = await email.evaluate(
        (element) =>
          element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
      );
      expect(lines, path).toBeLessThan(1.5);
      await expect(email).toHaveCSS("text-overflow", "ellipsis");
      await expect(email).toHaveAttribute("title", longEmail);
    }
  });

  test("an inquiry's status and owner are in the first screen", async ({ page }) => {
    await signInInBrowser(page, server.url, DESK_EMAIL, DESK_PASSWORD);
    await rows(page).first().locator("[data-row-link]").click();
    for (const control of [/^Status of /, /^Owner of /]) {
      const box = (await page.getByRole("button", { name: control }).boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(844);
    }
  });
});
