import { describe, expect, it } from "vitest";

import { countryCodes } from "./country-codes.copy";
import { toWire } from "./contact-fields";
import { contactLimits, contactSchema, fieldErrors, inquiryPayloadSchema } from "./contact.schema";

const valid = {
  fullName: "Jane Doe",
  email: "jane@example.com",
  company: "Acme",
  subject: "Pricing",
  message: "Tell me more.",
  country: "+1",
  phone: "4155550137",
};

/** The message shown for one field after changing it (undefined: accepted). */
function errorFor(field: keyof typeof valid, value: unknown) {
  const result = contactSchema.safeParse({ ...valid, [field]: value });
  return result.success ? undefined : fieldErrors(result.error)[field];
}

describe("contact schema (docs/requirements/contact.md)", () => {
  it("accepts a complete submission and trims the text", () => {
    const result = contactSchema.parse({ ...valid, fullName: "  Jane Doe  " });
    expect(result.fullName).toBe("Jane Doe");
  });

  it("reports every required field with its message", () => {
    const result = contactSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      fullName: "Full name is required.",
      email: "Email is required.",
      subject: "Subject is required.",
      country: "Please select a country code.",
      phone: "Phone number is required.",
      message: "Message is required.",
    });
  });

  it.each([
    ["fullName", "Full name is required."],
    ["email", "Email is required."],
    ["subject", "Subject is required."],
    ["phone", "Phone number is required."],
    ["message", "Message is required."],
  ] as const)("treats an empty or whitespace-only %s as missing", (field, message) => {
    expect(errorFor(field, "")).toBe(message);
    expect(errorFor(field, "   \t\n ")).toBe(message);
  });

  it("needs a full name of at least 3 characters (2 fails, 3 passes, after trimming)", () => {
    expect(errorFor("fullName", "Al")).toBe("Full name must be at least 3 characters.");
    expect(errorFor("fullName", "  Al  ")).toBe("Full name must be at least 3 characters.");
    expect(errorFor("fullName", "Ali")).toBeUndefined();
  });

  it("needs an e-mail with an @ and a dot part", () => {
    const invalid = "Enter a valid email address.";
    expect(errorFor("email", "jane.example.com")).toBe(invalid);
    expect(errorFor("email", "jane@example")).toBe(invalid);
    expect(errorFor("email", "jane@.com")).toBe(invalid);
    expect(errorFor("email", "@example.com")).toBe(invalid);
    expect(errorFor("email", "jane doe@example.com")).toBe(invalid);
    expect(errorFor("email", "jane@example.com")).toBeUndefined();
    expect(errorFor("email", "j@e.io")).toBeUndefined();
  });

  it("needs a phone number of 7 to 15 digits only", () => {
    const invalid = "Enter a valid phone number (7–15 digits).";
    expect(errorFor("phone", "123456")).toBe(invalid);
    expect(errorFor("phone", "1234567")).toBeUndefined();
    expect(errorFor("phone", "123456789012345")).toBeUndefined();
    expect(errorFor("phone", "1234567890123456")).toBe(invalid);
    expect(errorFor("phone", "415 555 0137")).toBe(invalid);
    expect(errorFor("phone", "415555013a")).toBe(invalid);
    expect(errorFor("phone", "+14155550137")).toBe(invalid);
    expect(errorFor("phone", "415-555-0137")).toBe(invalid);
    expect(errorFor("phone", " 4155550137 ")).toBeUndefined();
  });

  it("accepts the ten dial codes of the form and nothing else", () => {
    for (const { code } of countryCodes) expect(errorFor("country", code)).toBeUndefined();
    expect(countryCodes.map((entry) => entry.code)).toEqual([
      "+91",
      "+1",
      "+44",
      "+61",
      "+81",
      "+49",
      "+971",
      "+86",
      "+33",
      "+39",
    ]);
    for (const bad of ["", "+7", "91", "+1 ", "India"]) {
      expect(errorFor("country", bad)).toBe("Please select a country code.");
    }
  });

  it("keeps the company optional", () => {
    const { company: _omitted, ...withoutCompany } = valid;
    expect(contactSchema.parse(withoutCompany).company).toBe("");
    expect(contactSchema.parse({ ...valid, company: "" }).company).toBe("");
    expect(contactSchema.parse({ ...valid, company: "   " }).company).toBe("");
  });

  it("rejects oversized fields with a clear message and accepts the maximum", () => {
    for (const field of ["fullName", "company", "subject", "message"] as const) {
      const max = contactLimits[field];
      expect(errorFor(field, "x".repeat(max))).toBeUndefined();
      expect(errorFor(field, "x".repeat(max + 1))).toMatch(
        new RegExp(`must be at most ${max} characters\\.$`),
      );
    }
    const local = "a".repeat(64);
    const longEmail = `${local}@${"b".repeat(contactLimits.email - local.length - 5)}.com`;
    expect(longEmail).toHaveLength(contactLimits.email);
    expect(errorFor("email", longEmail)).toBeUndefined();
    expect(errorFor("email", `a${longEmail}`)).toBe("Email must be at most 254 characters.");
  });

  it("rejects values that are not text", () => {
    expect(errorFor("fullName", 42)).toBe("Full name is required.");
    expect(errorFor("phone", ["4155550137"])).toBe("Phone number is required.");
    expect(errorFor("country", null)).toBe("Please select a country code.");
  });

  it("checks the provider's payload by its wire names, with a required type", () => {
    const wire = { ...toWire(valid), type: "ai-agent-platform" };
    expect(wire).toMatchObject({ full_name: "Jane Doe", email_add: "jane@example.com" });
    expect(inquiryPayloadSchema.parse(wire).type).toBe("ai-agent-platform");
    expect(inquiryPayloadSchema.safeParse(toWire(valid)).success).toBe(false);
    expect(
      fieldErrors(inquiryPayloadSchema.safeParse({ ...wire, phone_num: "12" }).error!),
    ).toEqual({ phone_num: "Enter a valid phone number (7–15 digits)." });
  });

  it("refuses a line break inside a one-line field, with its own message", () => {
    for (const lineBreak of ["\n", "\r\n", "\r", "\u2028", "\u0085", "\v"]) {
      expect(errorFor("fullName", `Jane${lineBreak}Bcc: x@evil.example`)).toBe(
        "Full name must be on one line.",
      );
      expect(errorFor("company", `Acme${lineBreak}Inc`)).toBe("Company must be on one line.");
      expect(errorFor("subject", `Hi${lineBreak}there`)).toBe("Subject must be on one line.");
      expect(errorFor("email", `jane@example.com${lineBreak}cc: x@y.z`)).toBe(
        "Email must be on one line.",
      );
    }
    // A message has paragraphs; a trailing line break of a one-line field is trimmed away.
    expect(errorFor("message", "Hello,\r\n\r\nplease call me.\tThanks")).toBeUndefined();
    expect(contactSchema.parse({ ...valid, fullName: "Jane Doe\n" }).fullName).toBe("Jane Doe");
  });

  it("refuses NUL and other control characters in every text field", () => {
    for (const control of ["\u0000", "\u0007", "\u001b", "\u007f", "\u009b"]) {
      expect(errorFor("fullName", `Ada${control} Lovelace`)).toBe(
        "Full name cannot contain control characters.",
      );
      expect(errorFor("company", `A${control}`)).toBe("Company cannot contain control characters.");
      expect(errorFor("subject", `Hi${control}`)).toBe(
        "Subject cannot contain control characters.",
      );
      expect(errorFor("message", `a${control}b`)).toBe(
        "Message cannot contain control characters.",
      );
    }
    expect(errorFor("email", "a\u0000b@c.de")).toBe("Email cannot contain control characters.");
  });

  // Direction controls reorder what the sales team reads: refused, with the control message.
  it("refuses direction overrides, embeddings and isolates in every text field", () => {
    for (const control of ["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2069"]) {
      expect(errorFor("fullName", `Ada ${control}ecalevol`)).toBe(
        "Full name cannot contain control characters.",
      );
      expect(errorFor("company", `Acme${control}`)).toBe(
        "Company cannot contain control characters.",
      );
      expect(errorFor("subject", `invoice${control}fdp.exe`)).toBe(
        "Subject cannot contain control characters.",
      );
      expect(errorFor("message", `a${control}b`)).toBe(
        "Message cannot contain control characters.",
      );
    }
  });

  // Characters that show nothing come unseen with pasted text: taken out, never refused.
  it("takes zero-width characters, direction marks and the byte-order mark out", () => {
    const parsed = contactSchema.parse({
      ...valid,
      fullName: "\ufeffJa\u200bne\u200c Doe\u200d",
      company: "Ac\u2060me\u200e",
      subject: "Pri\u200fcing\u061c",
      message: "Tell\u200b me\u2063 more.",
      email: "jane@exa\u200bmple.com",
    });
    expect(parsed).toMatchObject({
      fullName: "Jane Doe",
      company: "Acme",
      subject: "Pricing",
      message: "Tell me more.",
      email: "jane@example.com",
    });
    // Before the length and required checks: invisible padding is no name.
    expect(errorFor("fullName", "\u200b\u200b\u200b")).toBe("Full name is required.");
    expect(errorFor("fullName", "A\u200bl\u200b")).toBe("Full name must be at least 3 characters.");
    expect(errorFor("subject", `${"x".repeat(contactLimits.subject)}\u200b`)).toBeUndefined();
  });

  it("takes out fillers, tags, blank braille, soft hyphens and lone selectors (issue 56)", () => {
    expect(
      contactSchema.parse({
        ...valid,
        fullName: "\u3164Ja\u00adne\u034f Doe\u{e0041}",
        subject: "\ufe0fPri\u2800cing\u17b4",
      }),
    ).toMatchObject({ fullName: "Jane Doe", subject: "Pricing" });
    for (const blank of ["\u3164\u3164\u3164", "\u115f\u1160\uffa0", "\u2800\u00ad\u{e0020}"]) {
      expect(errorFor("fullName", blank)).toBe("Full name is required.");
      expect(errorFor("subject", blank)).toBe("Subject is required.");
    }
    expect(errorFor("fullName", "Al\u3164")).toBe("Full name must be at least 3 characters.");
  });

  it("takes an address, not a mailto: link: no parameters, no second address", () => {
    const invalid = "Enter a valid email address.";
    expect(errorFor("email", "lead@client.example?cc=attacker%40evil.example&body=hi")).toBe(
      invalid,
    );
    expect(errorFor("email", "lead?cc=attacker@client.example")).toBe(invalid);
    expect(errorFor("email", "lead@client.example,attacker@evil.example")).toBe(invalid);
    expect(errorFor("email", "<lead@client.example>")).toBe(invalid);
    expect(errorFor("email", "first.last+tag@mail.client.example")).toBeUndefined();
  });
});
