import { expect, test } from "./support/fixtures";

/**
 * /demo/VoiceDemo frames the bundled studio's chat with voice=true (the spec's frame and texts
 * around it): inside, a voice agent with its own name, a voice visual and a Speak action.
 */
test("the voice frame presents a voice agent, never an SMS agent", async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto("/demo/VoiceDemo");
  const frameElement = page.locator('iframe[title="Voice demo agent chat"]');
  await expect(frameElement).toHaveAttribute("src", /\/chat\/SMSDemo\?voice=true$/);
  const frame = page.frameLocator('iframe[title="Voice demo agent chat"]');

  await expect(frame.getByRole("heading", { level: 1 })).toHaveText("Voice Agent");
  await expect(frame.getByRole("log")).toContainText("I'm the Voice Agent");
  await expect(frame.locator("body")).not.toContainText("SMS Agent");
  await expect(frame.locator("body")).not.toContainText("text messages");

  const visual = frame.locator("[data-voice-visual]");
  await expect(visual).toBeVisible();
  const box = (await visual.boundingBox())!;
  expect(box.width, "the orb has a size").toBeGreaterThanOrEqual(48);
  // The call action: Chromium can listen, so Speak shows.
  await expect(frame.getByRole("button", { name: "Speak" })).toBeVisible();
  await expect(frame.getByRole("status").filter({ hasText: "Ready to talk" })).toBeVisible();
  await expectNoAxeViolations();
});

test("the voice visual stands still under reduced motion and pulses otherwise", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/studio/chat/SMSDemo?voice=true");
  const ring = page.locator("[data-voice-visual] .ring").first();
  expect(await ring.evaluate((node) => getComputedStyle(node).animationName)).toBe("none");
  await page.emulateMedia({ reducedMotion: "no-preference" });
  expect(await ring.evaluate((node) => getComputedStyle(node).animationName)).toBe("voice-pulse");
});

test("a typed question moves the stage to thinking and back to ready", async ({ page }) => {
  await page.goto("/studio/chat/SMSDemo?voice=true");
  const status = page.locator("#voice-status");
  await page.getByRole("textbox", { name: "Your message" }).fill("What does it cost?");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.locator(".msg.agent")).toHaveCount(2);
  // Typed, so answered in writing: the stage is ready again.
  await expect(status).toHaveText("Ready to talk");
});
