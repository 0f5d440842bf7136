import nodemailer from "nodemailer";

import type { SendNotification } from "./notifications";
import { composeInquiryMail } from "./notify-mail";

interface InquiryMailSettings {
  smtpUrl: string;
  to: string[];
  from: string;
  siteUrl: string;
  /** Connection, greeting and socket timeout (OUTBOUND_TIMEOUT_MS). */
  timeoutMs: number;
}

/**
 * Sends each inquiry's e-mail through SMTP_URL with nodemailer. A failure throws (with the SMTP
 * answer's responseCode when there is one) and the outbox retries it.
 */
export function createInquiryMailer(settings: InquiryMailSettings): {
  send: SendNotification;
  close(): void;
} {
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  });
  const siteHost = new URL(settings.siteUrl).hostname;
  return {
    async send(inquiryId, contact) {
      const mail = composeInquiryMail(inquiryId, contact, {
        from: settings.from,
        to: settings.to,
        siteHost,
      });
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}
