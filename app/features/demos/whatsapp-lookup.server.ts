import { whatsappChatUrl, whatsappDemo } from "./demos.copy";
import type { WhatsappLookup } from "./whatsapp-demo";
import { z } from "zod";

import type { Logger, SiteContext } from "#app/context";
import type { FormAction } from "#app/shared/forms/form-action.server";
import { handleFormPage } from "#app/shared/forms/form-page.server";
import type { PlatformClient } from "#app/shared/platform/platform";

/**
 * Asks the product API for the demo site's WhatsApp contact (call 7). A number comes back as
 * the wa.me chat link with the prefilled text; no success or no number means "no contact"; a
 * failure or timeout of the call means "failed".
 */
export async function lookupWhatsappContact(
  client: Pick<PlatformClient, "getWhatsappScanner">,
  siteName: string,
  log: Pick<Logger, "error">,
): Promise<WhatsappLookup> {
  try {
    const scanner = await client.getWhatsappScanner(siteName);
    const digits = scanner.mobileNumber?.replace(/\D/g, "") ?? "";
    if (!scanner.success || !digits) return { status: "none" };
    return { status: "found", mobileNumber: digits, chatUrl: whatsappChatUrl(digits) };
  } catch (error) {
    log.error({ err: error }, "whatsapp lookup failed");
    return { status: "failed" };
  }
}

/**
 * The WhatsApp button's form (app/shared/forms/form-action.server.ts). It carries no visitor
 * input: the site it asks about is the demo's own, so the schema is empty and every post acts.
 */
export function whatsappLookupFormAction(deps: {
  client: Pick<PlatformClient, "getWhatsappScanner">;
  siteName: string;
  log: Pick<Logger, "error">;
}): FormAction<Record<string, never>, Record<string, never>, WhatsappLookup> {
  return {
    read: () => ({}),
    schema: z.object({}).strict(),
    invalid: () => ({ status: 200, result: { status: "failed" } }),
    act: async () => ({
      status: 200,
      result: await lookupWhatsappContact(deps.client, deps.siteName, deps.log),
    }),
  };
}

/**
 * The WhatsApp demo page is its form's endpoint (form-page.server.ts): a GET shows the page, a
 * POST looks the demo site's contact up, for the island as JSON or, without JavaScript, as the
 * page with the answer.
 */
export function handleWhatsappPage(
  request: Request,
  {
    platform,
    log,
  }: {
    platform: Pick<SiteContext["platform"], "getWhatsappScanner">;
    log: Pick<Logger, "error">;
  },
) {
  return handleFormPage(request, () =>
    whatsappLookupFormAction({ client: platform, siteName: whatsappDemo.siteName, log }),
  );
}
