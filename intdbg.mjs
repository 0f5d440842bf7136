import { chromium } from "playwright";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage();
const base = "http://localhost:" + (process.env.P ?? 3000);
let t = Date.now();
await page.goto(base + "/integrations"); console.log("integrations", Date.now() - t);
for (const slug of ["shopify", "salesforce", "zendesk", "wordpress", "aem", "sharepoint", "bubble", "odoo"]) {
  t = Date.now();
  const r = await page.goto(base + "/channels/" + slug, { waitUntil: "domcontentloaded" });
  const a = Date.now() - t;
  await page.getByRole("heading", { level: 1 }).waitFor();
  console.log(slug, r.status(), a, Date.now() - t);
}
await browser.close();
