import { describe, expect, it, vi } from "vitest";

import { whatsappDemo } from "./demos.copy";
import { PlatformError } from "#app/shared/platform/platform";
import { handleForm } from "#app/shared/forms/form-action.server";
import {
  handleWhatsappPage,
  lookupWhatsappContact,
  whatsappLookupFormAction,
} from "./whatsapp-lookup.server";

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

describe("the WhatsApp demo page as its form's endpoint", () => {
  const site = () => ({
    platform: client(async () => ({ success: true, mobileNumber: "6581234567" })),
    log: quiet,
  });
  const post = (accept: string) =>
    new Request("http://site.test/demo/WhatsappDemo", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: accept },
      body: "",
    });

  it("shows the page for a GET without asking the product API", async () => {
    const deps = site();
    expect(
      await handleWhatsappPage(new Request("http://site.test/demo/WhatsappDemo"), deps),
    ).toEqual({ kind: "page", status: 200 });
  });

  it("answers the island's post with the lookup as JSON", async () => {
    const outcome = await handleWhatsappPage(post("application/json"), site());
    if (outcome.kind !== "answer") throw new Error("expected an answer");
    expect(outcome.response.status).toBe(200);
    expect(await outcome.response.json()).toMatchObject({
      status: "found",
      mobileNumber: "6581234567",
    });
  });

  it("shows the page with the lookup for a post without JavaScript", async () => {
    expect(await handleWhatsappPage(post("text/html"), site())).toMatchObject({
      kind: "page",
      status: 200,
      result: { status: "found" },
    });
  });
});
