import { describe, expect, it } from "vitest";

import { composeInquiryMail, headerSafe } from "./notify-mail";

const payload = {
  fullName: "Jane\r\nBcc: x@y.example",
  email: "jane@example.com",
  company: "<script>alert(1)</script>",
  subject: "Pricing\r\nX-Injected: yes",
  message: "Line one\nLine two & more",
  country: "+1",
  phone: "4155550137",
  type: "ai-agent-platform",
};

describe("the inquiry e-mail", () => {
  const mail = composeInquiryMail("abc123", payload, {
    from: "noreply@site.example",
    to: ["sales@site.example"],
    siteHost: "site.example",
  });

  it("keeps line breaks out of the Subject and the Reply-To name", () => {
    expect(mail.subject).toBe("Website inquiry: Pricing X-Injected: yes");
    expect(mail.replyTo).toEqual({ name: "Jane Bcc: x@y.example", address: "jane@example.com" });
    expect(headerSafe("a\u2028b\u0000c\td")).toBe("a b c d");
  });

  it("drops the Reply-To when the address is not a plain one", () => {
    const odd = composeInquiryMail(
      "abc",
      { ...payload, email: "a@b.c, x@y.example" },
      {
        from: "f@s.example",
        to: ["t@s.example"],
        siteHost: "s.example",
      },
    );
    expect(odd.replyTo).toBeUndefined();
  });

  it("lists the eight fields with their labels, escaped in HTML", () => {
    for (const label of [
      "Full name",
      "Email",
      "Company",
      "Country code",
      "Phone number",
      "Subject",
      "Message",
      "Type",
    ]) {
      expect(mail.text).toMatch(new RegExp(`^${label}:`, "m"));
      expect(mail.html).toContain(`>${label}</th>`);
    }
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).not.toContain("<script>");
    expect(mail.text).toContain("Company: <script>alert(1)</script>");
  });

  it("lets no visitor text start a line of the text part: no fake header lines", () => {
    const lines = mail.text.split("\n");
    expect(lines).toContain("Full name: Jane Bcc: x@y.example");
    expect(lines).toContain("Subject: Pricing X-Injected: yes");
    expect(lines.filter((line) => /^(Bcc|X-Injected):/i.test(line))).toEqual([]);
    // The message keeps its lines, indented under its label.
    expect(mail.text).toContain("Message:\n  Line one\n  Line two & more\nType: ai-agent-platform");
    const sneaky = composeInquiryMail(
      "id",
      { ...payload, message: "Hi\r\nBcc: a@b.example\u2028Cc: c@d.example" },
      { from: "f@s.example", to: ["t@s.example"], siteHost: "s.example" },
    );
    expect(sneaky.text.split("\n").filter((line) => /^\S+:\s*\S+@/.test(line))).toEqual([
      "Email: jane@example.com",
    ]);
  });

  it("has a Message-ID fixed by the inquiry id", () => {
    expect(mail.messageId).toBe("<inquiry-abc123@site.example>");
  });
});
