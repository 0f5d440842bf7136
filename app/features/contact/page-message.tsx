import { cn } from "#app/shared/ui-utils";
import { contactMessages, messageText, type ContactMessage } from "./contact.copy";
import type { ContactResult } from "./contact-form-fields";

export const resultMessages: Record<ContactResult["status"], ContactMessage> = {
  success: contactMessages.success,
  invalid: contactMessages.validation,
  error: contactMessages.error,
  network_error: contactMessages.network,
  rate_limited: contactMessages.rateLimited,
  too_large: contactMessages.tooLarge,
};

/** A no-JavaScript post's refusal, above the form it shows again. */
export function PageMessage({ result }: { result: ContactResult }) {
  const message = resultMessages[result.status];
  const success = result.status === "success";
  return (
    <div
      role={success ? "status" : "alert"}
      className={cn(
        "mt-6 rounded-xl border p-4 text-sm font-medium",
        success
          ? "border-success-line bg-success-soft text-success-ink"
          : "border-danger-line bg-danger-soft text-danger-ink",
      )}
    >
      {messageText(message)}
    </div>
  );
}
