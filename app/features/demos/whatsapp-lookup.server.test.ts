import { describe, expect, it, vi } from "vitest";

import { whatsappDemo } from "./demos.copy";
import { PlatformError } from "#app/shared/platform/platform";
import { handleForm } from "#app/shared/forms/form-action.server";
import { lookupWhatsappContact, whatsappLookupFormAction } from "./whatsapp-lookup.server";

const quiet = { error: vi.fn() };
const client = (result: () => Promise<{ success: boolean; mobileNumber?: string | null }>) => ({
  getWhatsappScanner: vi.fn(result),
});

describe("lookupWhatsappContact", () => {
  it("turns a number into the wa.me link with the prefilled text naming the website", async () => {
    const fake = client(async () => ({ success: true, mobileNumber: "+65 8123-4567" }));
    const result = await lookupWhatsappContact(fake, "My Site", quiet);
    expect(fake.getWhatsappScanner).toHaveBeenCalledWith("My Site");
    expect(result).toEqual({
      status: "found",
      mobileNumber: "6581234567",
      chatUrl: `https://wa.me/6581234567?text=${encodeURIComponent(whatsappDemo.prefilledText)}`,
    });
    expect(whatsappDemo.prefilledText).toContain("AI Agent Platform website");
  });

  it.each([
    { success: false, mobileNumber: "6581234567" },
    { success: true, mobileNumber: null },
    { success: true, mobileNumber: "" },
    { success: true },
    { success: true, mobileNumber: "n/a" },
  ])("answers none for %j", async (answer) => {
    expect(
      await lookupWhatsappContact(
        client(async () => answer),
        "x",
        quiet,
      ),
    ).toEqual({
      status: "none",
    });
  });

  it("answers failed when the call fails or times out, and logs it", async () => {
    const log = { error: vi.fn() };
    const fake = client(async () => {
      throw new PlatformError("timed out", "timeout");
    });
    expect(await lookupWhatsappContact(fake, "x", log)).toEqual({ status: "failed" });
    expect(log.error).toHaveBeenCalledOnce();
  });
});

describe("the WhatsApp button's form", () => {
  it("asks for the demo site whatever the post carries, and answers the lookup", async () => {
    const fake = client(async () => ({ success: true, mobileNumber: "6581234567" }));
    const form = new FormData();
    form.set("siteName", "someone else's site");
    const outcome = await handleForm(
      form,
      whatsappLookupFormAction({ client: fake, siteName: whatsappDemo.siteName, log: quiet }),
    );
    expect(fake.getWhatsappScanner).toHaveBeenCalledWith(whatsappDemo.siteName);
    expect(outcome).toMatchObject({ status: 200, result: { status: "found" } });
  });
});
