import { whatsappChatUrl } from "../../content/demos";
import type { WhatsappLookup } from "../../components/demo/whatsapp-demo";
import type { PlatformClient } from "../../lib/platform-api.server";

/**
 * Asks the product API for the demo site's WhatsApp contact (call 7). A number comes back as
 * the wa.me chat link with the prefilled text; no success or no number means "no contact"; a
 * failure or timeout of the call means "failed".
 */
export async function lookupWhatsappContact(
  client: Pick<PlatformClient, "getWhatsappScanner">,
  siteName: string,
  log: (message: string, error: unknown) => void = (message, error) =>
    console.error(message, error instanceof Error ? error.message : error),
): Promise<WhatsappLookup> {
  try {
    const scanner = await client.getWhatsappScanner(siteName);
    const digits = scanner.mobileNumber?.replace(/\D/g, "") ?? "";
    if (!scanner.success || !digits) return { status: "none" };
    return { status: "found", mobileNumber: digits, chatUrl: whatsappChatUrl(digits) };
  } catch (error) {
    log("whatsapp lookup failed:", error);
    return { status: "failed" };
  }
}
