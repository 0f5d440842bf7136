import { Router } from "express";

import { sendError } from "./errors";

/**
 * The WhatsApp scanner lookup (call 7, docs/requirements/platform-api.md). The bundled platform knows one number, from
 * WHATSAPP_NUMBER; without it every site answers "no contact".
 */
export function whatsappRouter(whatsappNumber: string | undefined): Router {
  const router = Router();
  router.get("/whatsapp/get-scanner/:site", (req, res) => {
    if (req.params.site.length > 200) {
      sendError(res, 400, "invalid_site", "The site name is too long.");
      return;
    }
    res.json(
      whatsappNumber
        ? { success: true, mobileNumber: whatsappNumber }
        : { success: false, mobileNumber: null },
    );
  });
  return router;
}
