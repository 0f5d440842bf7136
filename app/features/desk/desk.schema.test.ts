import { describe, expect, it } from "vitest";

import {
  changePasswordSchema,
  hasControlCharacters,
  idFormSchema,
  inviteSchema,
  isControlIssue,
  leadUpdateSchema,
  listLeadUpdateSchema,
  mailtoHref,
  replyHref,
  signInSchema,
  telHref,
} from "./desk.schema";

describe("the desk's input rules", () => {
  it("refuse NUL and control characters in every field, as control characters", () => {
    const cases = [
      signInSchema.safeParse({ email: "sales@example.com\u0000", password: "x" }),
      signInSchema.safeParse({ email: "sales@example.com", password: "pass\u0000word" }),
      idFormSchema.safeParse({ id: "0123456789abcdef01234567\u0000" }),
      leadUpdateSchema.safeParse({ status: "contacted", note: "a\u0000b" }),
      leadUpdateSchema.safeParse({ status: "contacted", note: "bell\u0007" }),
      inviteSchema.safeParse({ email: "rep@example.com\u0000", role: "sales" }),
      changePasswordSchema.safeParse({
        current: "x\u0000",
        password: "long enough pw",
        confirm: "long enough pw",
      }),
    ];
    for (const result of cases) {
      expect(result.success).toBe(false);
      if (!result.success) expect(isControlIssue(result.error)).toBe(true);
    }
  });

  it("keep line breaks and tabs in notes only", () => {
    expect(leadUpdateSchema.parse({ status: "new", note: " Line 1\r\n\tLine 2 " })).toEqual({
      status: "new",
      note: "Line 1\n\tLine 2",
    });
    expect(signInSchema.safeParse({ email: "a@b.example\n", password: "x" }).success).toBe(false);
    expect(hasControlCharacters("one\u2028line")).toBe(true);
    expect(hasControlCharacters("José Pérez, 北京")).toBe(false);
  });

  it("take addresses without parameters only, and statuses and roles they know", () => {
    expect(
      inviteSchema.safeParse({
        email: "lead@client.example?cc=attacker@evil.example",
        role: "sales",
      }).success,
    ).toBe(false);
    expect(inviteSchema.safeParse({ email: "rep@example.com", role: "owner" }).success).toBe(false);
    expect(leadUpdateSchema.safeParse({ status: "won", note: "" }).success).toBe(false);
    expect(idFormSchema.safeParse({ id: "../etc" }).success).toBe(false);
    expect(
      changePasswordSchema.safeParse({ current: "x", password: "long enough pw", confirm: "other" })
        .success,
    ).toBe(false);
    expect(
      changePasswordSchema.safeParse({ current: "x", password: "short", confirm: "short" }).success,
    ).toBe(false);
  });
});

describe("a lead's owner from a form", () => {
  const id = "0123456789abcdef01234567";
  const owner = (value?: string) =>
    leadUpdateSchema.safeParse({
      status: "new",
      note: "",
      ...(value === undefined ? {} : { owner: value }),
    });

  it("is a user's id, nobody, or left as it is", () => {
    expect(owner(id)).toMatchObject({ success: true, data: { owner: id } });
    expect(owner("none")).toMatchObject({ success: true, data: { owner: null } });
    expect(owner("")).toMatchObject({ success: true, data: { owner: undefined } });
    expect(owner().data?.owner).toBeUndefined();
  });

  it("refuses anything else, control characters as such", () => {
    for (const value of ["me", `${id}x`, "NONE"]) expect(owner(value).success, value).toBe(false);
    const control = owner(`${id}\u0000`);
    expect(control.success).toBe(false);
    if (!control.success) expect(isControlIssue(control.error)).toBe(true);
  });

  it("names its inquiry on the list", () => {
    expect(listLeadUpdateSchema.safeParse({ id, status: "new", note: "" }).success).toBe(true);
    expect(listLeadUpdateSchema.safeParse({ id: "a", status: "new", note: "" }).success).toBe(
      false,
    );
  });
});

describe("links from what a visitor typed", () => {
  it("a reply: the safe mailto: with the subject, encoded whole", () => {
    expect(replyHref("mailto:ada@example.org", "Pricing & more?")).toBe(
      "mailto:ada@example.org?subject=Re%3A%20Pricing%20%26%20more%3F",
    );
    expect(replyHref("mailto:ada@example.org", "x\r\nBcc: evil@example.net")).toBe(
      "mailto:ada@example.org?subject=Re%3A%20x%0D%0ABcc%3A%20evil%40example.net",
    );
    // No safe address, no reply link.
    expect(replyHref(null, "Hello")).toBeNull();
  });

  it("mailto: only plain addresses, the local part encoded", () => {
    expect(mailtoHref("Lead@Client.Example")).toBe("mailto:Lead@client.example");
    expect(mailtoHref("o'brien+sales@client.example")).toBe(
      "mailto:o'brien%2Bsales@client.example",
    );
    // The probe's address: no link at all, so no CC, BCC or body can ride on it.
    for (const hostile of [
      "lead@client.example?cc=attacker%40evil.example&body=hello",
      "lead?cc=attacker@evil.example@client.example",
      "lead@client.example&bcc=x@evil.example",
      "lead@client.example%0Abcc:x@evil.example",
      "lead@client.example\u0000",
      "lead@client.example#x",
      "javascript:alert(1)//@x.example",
    ]) {
      expect(mailtoHref(hostile), hostile).toBeNull();
    }
  });

  it("tel: of a dial code and digits only", () => {
    expect(telHref("+44", "2079460000")).toBe("tel:+442079460000");
    expect(telHref("+1", "(555) 010-0199")).toBe("tel:+15550100199");
    expect(telHref("+44", "207;ext=1")).toBeNull();
    expect(telHref("UK", "2079460000")).toBeNull();
  });
});
