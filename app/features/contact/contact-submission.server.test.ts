import { describe, expect, it } from "vitest";

import { queryParamsOf } from "#app/shared/site-map/route-table";
import { handleContactSubmission } from "./contact-submission.server";
import { CONTACT_SENT_PARAM } from "./query";

describe("what a form answer shows back", () => {
  it("the contact form echoes at most each field's limit of a huge value", async () => {
    const form = new FormData();
    form.set("fullName", "x".repeat(1_000_000));
    form.set("message", "m".repeat(1_000_000));
    const { status, result } = await handleContactSubmission(form, {
      inquiries: { submit: async () => ({ stored: true }) } as never,
      log: { error: () => {} } as never,
    });
    expect(status).toBe(400);
    if (result.status !== "invalid") throw new Error("expected invalid");
    expect(result.values.fullName.length).toBe(100);
    expect(result.values.message.length).toBe(5000);
    expect(JSON.stringify(result).length).toBeLessThan(20_000);
  });
});

describe("the contact page's declared query", () => {
  it("is the sent confirmation's parameter, so the redirect's answer is rendered", () => {
    expect(queryParamsOf("/contact")).toEqual([CONTACT_SENT_PARAM]);
  });
});
