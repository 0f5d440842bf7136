import { contactFieldCopy } from "#app/features/contact/contact.copy";
import type { InquiryPayload } from "#app/features/contact/contact.schema";

/**
 * The e-mail the sales team gets for one inquiry: plain text and HTML listing the eight fields.
 * Visitor text never reaches a header except the Reply-To (an address object nodemailer
 * encodes, with the name stripped of line breaks) and the Subject (line breaks replaced), so
 * no field can add a header.
 */
interface InquiryMail {
  from: string;
  to: string[];
  /** The visitor, when their address is a plain one (it always is after the form's checks). */
  replyTo?: { name: string; address: string };
  subject: string;
  messageId: string;
  text: string;
  html: string;
}

const fieldLabels: Record<keyof InquiryPayload, string> = {
  full_name: contactFieldCopy.full_name.label,
  email_add: contactFieldCopy.email_add.label,
  company: "Company",
  country: contactFieldCopy.country.label,
  phone_num: contactFieldCopy.phone_num.label,
  subject: contactFieldCopy.subject.label,
  message: contactFieldCopy.message.label,
  type: "Type",
};
const fieldOrder = Object.keys(fieldLabels) as (keyof InquiryPayload)[];

/** One line of header text: control characters (CR, LF, tabs, NUL) become spaces. */
export function headerSafe(value: string): string {
  return value.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();
}

/**
 * One field of the text part. No visitor text may start a line of its own: a line break in a
 * one-line field would show as a fake `Bcc: …` line (the form refuses them now, but inquiries
 * stored before, or sent to the API by others, may have them), so those fields are put on one
 * line; the message keeps its lines, each indented under its label.
 */
function textLine(label: string, field: keyof InquiryPayload, value: string): string {
  if (field !== "message") return `${label}: ${headerSafe(value)}`;
  const lines = value.split(/\r\n|[\n\v\f\r\u0085\u2028\u2029]/u);
  return [`${label}:`, ...lines.map((line) => `  ${line.replace(/\p{Cc}/gu, " ")}`)].join("\n");
}

/** local@domain.tld without spaces, quotes, brackets, commas or control characters. */
const plainAddress =
  /^[^\s@<>()[\]\\,;:"\p{Cc}]+@[^\s@<>()[\]\\,;:"\p{Cc}]+\.[^\s@<>()[\]\\,;:"\p{Cc}]+$/u;

const escapeHtml = (value: string) =>
  value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

/** A Message-ID that is the same for every attempt, so a resent mail is recognisable. */
export function inquiryMessageId(inquiryId: string, siteHost: string): string {
  return `<inquiry-${inquiryId.replace(/[^A-Za-z0-9-]/g, "")}@${siteHost}>`;
}

export function composeInquiryMail(
  inquiryId: string,
  payload: InquiryPayload,
  options: { from: string; to: string[]; siteHost: string },
): InquiryMail {
  const text = [
    "A new inquiry arrived through the website contact form.",
    "",
    ...fieldOrder.map((field) => textLine(fieldLabels[field], field, payload[field])),
    "",
    `Inquiry id: ${inquiryId}`,
  ].join("\n");
  const rows = fieldOrder
    .map(
      (field) =>
        `<tr><th align="left" valign="top">${escapeHtml(fieldLabels[field])}</th>` +
        `<td style="white-space:pre-wrap">${escapeHtml(payload[field])}</td></tr>`,
    )
    .join("");
  const html =
    `<p>A new inquiry arrived through the website contact form.</p>` +
    `<table cellpadding="4">${rows}</table>` +
    `<p>Inquiry id: ${escapeHtml(inquiryId)}</p>`;
  return {
    from: options.from,
    to: options.to,
    ...(plainAddress.test(payload.email_add)
      ? { replyTo: { name: headerSafe(payload.full_name), address: payload.email_add } }
      : {}),
    subject: headerSafe(`Website inquiry: ${payload.subject}`).slice(0, 200),
    messageId: inquiryMessageId(inquiryId, options.siteHost),
    text,
    html,
  };
}
