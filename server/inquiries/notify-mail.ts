import { contactFieldCopy } from "#app/features/contact/contact.copy";
import type { InquiryPayload } from "#app/features/contact/contact.schema";

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

export function headerSafe(value: string): string {
  return value.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();
}

/**
 * No visitor text may start a line (a fake `Bcc:`): one-line fields stay on one line, the
 * message's lines are indented.
 */
function textLine(label: string, field: keyof InquiryPayload, value: string): string {
  if (field !== "message") return `${label}: ${headerSafe(value)}`;
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
