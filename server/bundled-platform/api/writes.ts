import { Router } from "express";

import { builderAgentRequestSchema } from "#app/shared/platform/platform.schema";
import { fromWire } from "#app/features/contact/contact-fields";
import { inquiryPayloadSchema } from "#app/features/contact/contact.schema";
import type { Database } from "#server/db/client";
import { newId } from "#server/db/ids";
import { builderAgents, receivedInquiries } from "#server/bundled-platform/schema";
import { parseBody } from "./errors";

/** Writes: agent creation and the inquiry provider (calls 1 and 2, docs/requirements/platform-api.md). */
export function writesRouter(db: Database): Router {
  const router = Router();

  router.post("/builderagent/createBuilderAgent", async (req, res) => {
    const body = parseBody(builderAgentRequestSchema, req, res);
    if (!body) return;
    const [agent] = await db
      .insert(builderAgents)
      .values({ id: newId(), description: body.description, type: body.type })
      .returning();
    res
      .status(201)
      .json({ data: { _id: agent!.id, description: agent!.description, type: agent!.type } });
  });

  router.post("/users/inquiry-form/", async (req, res) => {
    const body = parseBody(inquiryPayloadSchema, req, res);
    if (!body) return;
    const id = newId();
    const { type, ...fields } = body;
    await db.insert(receivedInquiries).values({ id, ...fromWire(fields), type });
    res.status(201).json({ success: true, data: { _id: id } });
  });

  return router;
}
