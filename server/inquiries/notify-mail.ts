import {
  contactFields,
  type ContactInput,
  type ContactValues,
} from "#app/features/contact/contact-fields";

type MailedContact = ContactInput & { type: string };

/** Visitor text reaches no header but the Reply-To (an address object) and the one-line Subject. */
interface InquiryMail {
  from: string;
  to: string[];
  replyTo?: { name: string; address: string };
  subject: string;
  messageId: string;
  text: string;
  html: string;
}

/** Every field (contact-fields.ts) by its label, then the product identifier. */
const mailLines = (contact: MailedContact) => [
  ...contactFields.map((field) => ({
    label: field.label,
    value: (contact as Partial<ContactValues>)[field.name] ?? "",
    multiline: field.rule.kind === "text",
  })),
  { label: "Type", value: contact.type, multiline: false },
];

export function headerSafe(value: string): string {
  return value.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();
}

/**
 * No visitor text may start a line (a fake `Bcc:`): one-line fields stay on one line, a
 * multi-line field's lines are indented.
 */
function textLine({ label, value, multiline }: ReturnType<typeof mailLines>[number]): string {
  if (!multiline) return `${label}: ${headerSafe(value)}`;
  const lines = value.split(/\r\n|[\n\v\f\r\u0085\u2028\u2029]/u);
  return [`${label}:`, ...lines.map((line) => `  ${line.replace(/\p{Cc}/gu, " ")}`)].join("\n");
}

const plainAddress =
  /^[^\s@<>()[\]\\,;:"\p{Cc}]+@[^\s@<>()[\]\\,;:"\p{Cc}]+\.[^\s@<>()[\]\\,;:"\p{Cc}]+$/u;

const escapeHtml = (value: string) =>
  value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

/** The same for every attempt, so a resent mail is recognisable. */
export function inquiryMessageId(inquiryId: string, siteHost: string): string {
  return `<inquiry-${inquiryId.replace(/[^A-Za-z0-9-]/g, "")}@${siteHost}>`;
}

export function composeInquiryMail(
  inquiryId: string,
  contact: MailedContact,
  options: { from: string; to: string[]; siteHost: string },
): InquiryMail {
  const lines = mailLines(contact);
  const text = [
    "A new inquiry arrived through the website contact form.",
    "",
    ...lines.map(textLine),
    "",
    `Inquiry id: ${inquiryId}`,
  ].join("\n");
  const rows = lines
    .map(
      (line) =>
        `<tr><th align="left" valign="top">${escapeHtml(line.label)}</th>` +
        `<td style="white-space:pre-wrap">${escapeHtml(line.value)}</td></tr>`,
    )
    .join("");
  const html =
    `<p>A new inquiry arrived through the website contact form.</p>` +
    `<table cellpadding="4">${rows}</table>` +
    `<p>Inquiry id: ${escapeHtml(inquiryId)}</p>`;
  return {
    from: options.from,
    to: options.to,
    ...(plainAddress.test(contact.email)
      ? { replyTo: { name: headerSafe(contact.fullName), address: contact.email } }
      : {}),
    subject: headerSafe(`Website inquiry: ${contact.subject}`).slice(0, 200),
    messageId: inquiryMessageId(inquiryId, options.siteHost),
    text,
    html,
  };
}
