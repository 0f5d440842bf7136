import fs from "node:fs";
import path from "node:path";

import { sdkSection } from "#app/features/channels/app-page.copy";
import { expect, test } from "./support/fixtures";

const [ios, android] = sdkSection.snippets;

test.describe("mobile SDK snippets", () => {
  test.beforeEach(async ({ context, page }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const response = await page.goto("/channels/app");
    expect(response?.status()).toBe(200);
  });

  test("show the iOS (Swift) and Android (Kotlin) code, initialize with a key then show", async ({
    page,
  }) => {
    const sdk = page.getByRole("region", { name: "Mobile SDK" });
    await expect(sdk.getByRole("heading", { level: 3 })).toHaveText([
      "iOS (Swift)",
      "Android (Kotlin)",
    ]);
    const swift = page.getByTestId("snippet-ios").locator("pre");
    const kotlin = page.getByTestId("snippet-android").locator("pre");
    await expect(swift).toHaveText(ios!.code);
    await expect(kotlin).toHaveText(android!.code);
    for (const code of [swift, kotlin]) {
      await expect(code).toContainText("initialize(");
      await expect(code).toContainText("YOUR_AGENT_KEY");
      await expect(code).toContainText("show(");
    }
    // highlighted on the server: coloured spans are in the page's HTML
    await expect(swift.locator("span[style*='color']").first()).toBeVisible();
  });

  for (const snippet of [ios!, android!]) {
    test(`the ${snippet.label} copy button copies that snippet`, async ({ page }) => {
      // Plain markup: the chrome's script copies it (the fixture waits for it after goto).
      await page.getByRole("button", { name: `Copy ${snippet.label} code` }).click();
      await expect(page.getByText("Copied to clipboard!")).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(snippet.code);
    });
  }
});

test("no highlighter is shipped to the browser", async ({ page }) => {
  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.push(await response.text());
  });
  await page.goto("/channels/app");
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  for (const body of scripts) expect(body).not.toMatch(/shiki|vscode-textmate|createHighlighter/);

  for (const dir of ["build/client/assets", "build/astro/client/assets"]) {
    const assets = path.resolve(dir);
    if (!fs.existsSync(assets)) continue;
    for (const file of fs.readdirSync(assets).filter((name) => name.endsWith(".js"))) {
      const body = fs.readFileSync(path.join(assets, file), "utf8");
      expect(body, file).not.toMatch(/shiki|vscode-textmate|createHighlighter|tmLanguage/);
    }
  }
});
