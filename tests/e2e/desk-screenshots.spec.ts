import path from "node:path";

import type { Page } from "@playwright/test";

import { postContact, validContact } from "./support/contact";
import {
  DESK_EMAIL,
  DESK_PASSWORD,
  csrfIn,
  signInInBrowser,
  startDeskServer,
} from "./support/desk";
import { expect, test } from "./support/fixtures";
import { json, startFakeService, type FakeService, type SiteServer } from "./support/servers";

/**
 * The desk's sign-in, list, an inquiry's page, users, the audit log and the account page at 1440
 * and 390 px, light and dark, whole pages, for the design record (docs/brand/issue-55: `npm run
 * design:sheet`). Not a check: it runs only when DESK_SCREENSHOTS names the folder to write to, e.g.
 * `DESK_SCREENSHOTS=docs/brand/issue-55/after npx playwright test tests/e2e/desk-screenshots.spec.ts`.
 */
const outDir = process.env.DESK_SCREENSHOTS;
test.skip(!outDir, "set DESK_SCREENSHOTS to the folder the screenshots go to");
test.describe.configure({ mode: "serial" });

let provider: FakeService;
let server: SiteServer;

const leads = [
  [
    "Amara Okafor",
    "amara@lagoslogistics.example",
    "Lagos Logistics",
    "WhatsApp agent for delivery updates",
  ],
  ["José Pérez", "jose@ferries.example", "Ferries del Sur", "Bookings on WhatsApp and the web"],
  ["Mei Tanaka", "mei.tanaka@kiosk.example", "Kiosk Works", "Voice agent for 40 store kiosks"],
  ["Grace Hopper", "grace@navy.example", "", "Compilers [reject] and a help desk"],
  [
    "Lukas Schmidt",
    "lukas.schmidt@stadtwerke-nord.example",
    "Stadtwerke Nord",
    "Pricing for 200,000 conversations a month",
  ],
  ["Priya Raman", "priya@clinicplus.example", "ClinicPlus", "Patient intake in three languages"],
] as const;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  provider = await startFakeService((request, response) => {
    const body = JSON.parse(request.body) as { subject: string };
    if (body.subject.includes("[reject]")) return json(response, 400, { error: "rejected" });
    json(response, 201, { success: true });
  });
  server = await startDeskServer({ INQUIRY_URL: `${provider.url}/users/inquiry-form/` });
  for (const [fullName, email, company, subject] of leads) {
    const posted = await postContact(server.url, {
      ...validContact(subject),
      fullName,
      email,
      company,
      message: `Hello! ${subject}.\nWe would like to start next month; can someone call us this week?\nThanks, ${fullName.split(" ")[0]}`,
    });
    expect(posted.status).toBe(200);
  }
});

test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

const screens = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

async function shoot(page: Page, name: string, width: number, colorScheme: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(outDir!, `desk-${name}-${width}-${colorScheme}.jpg`),
    type: "jpeg",
    quality: 80,
    fullPage: true,
    animations: "disabled",
    caret: "hide",
  });
}

test("the desk's sign-in, list, an inquiry's page, users, audit and account", async ({ page }) => {
  test.setTimeout(300_000);
  for (const colorScheme of ["light", "dark"] as const) {
    for (const screen of screens) {
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await page.setViewportSize(screen);
      await page.goto(`${server.url}/admin/sign-in`, { waitUntil: "networkidle" });
      await shoot(page, "sign-in", screen.width, colorScheme);
    }
  }
  await signInInBrowser(page, server.url, DESK_EMAIL, DESK_PASSWORD);
  // Wait for the failed delivery, so both states show.
  await expect(async () => {
    await page.reload();
    await expect(
      page.locator("[data-inquiry-id]").filter({ hasText: "Grace Hopper" }),
    ).toContainText("Failed", { timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  const amara = await page
    .locator("[data-inquiry-id]")
    .filter({ hasText: "Amara Okafor" })
    .getAttribute("data-inquiry-id");
  const inquiryUrl = `${server.url}/admin/inquiries/${amara}`;
  const csrf = csrfIn(await (await page.request.get(inquiryUrl)).text());
  for (const [status, note] of [
    ["contacted", "Called Amara: 3 warehouses, 12,000 parcels a day. Sends the tracking API docs."],
    ["qualified", "Budget confirmed for Q3. Demo booked with their operations lead."],
  ] as const) {
    const saved = await page.request.post(inquiryUrl, {
      form: { csrf, intent: "update", status, note },
      maxRedirects: 0,
    });
    expect(saved.status()).toBeLessThan(400);
  }
  const jose = await page
    .locator("[data-inquiry-id]")
    .filter({ hasText: "José Pérez" })
    .getAttribute("data-inquiry-id");
  await page.request.post(`${server.url}/admin/inquiries/${jose}`, {
    form: { csrf, intent: "update", status: "contacted", note: "" },
    maxRedirects: 0,
  });

  for (const colorScheme of ["light", "dark"] as const) {
    for (const screen of screens) {
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await page.setViewportSize(screen);
      for (const [name, url] of [
        ["list", `${server.url}/admin/inquiries`],
        ["inquiry", inquiryUrl],
        ["users", `${server.url}/admin/users`],
        ["audit", `${server.url}/admin/audit`],
        ["account", `${server.url}/admin/account`],
      ] as const) {
        await page.goto(url, { waitUntil: "networkidle" });
        await shoot(page, name, screen.width, colorScheme);
      }
    }
  }
});
