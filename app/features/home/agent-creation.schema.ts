import { z } from "zod";

import { checkDescription } from "./agent-creation";

/** The browser checks the same rule (checkDescription) before posting. */
export const agentPromptSchema = z.object({
  description: z
    .string()
    .refine((description) => checkDescription(description) === null)
    .transform((description) => description.trim()),
  templateId: z.number().int().nullable(),
});

export type AgentPrompt = z.infer<typeof agentPromptSchema>;
