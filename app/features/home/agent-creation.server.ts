import { z } from "zod";

import type { Logger } from "#app/context";
import {
  agentCreationMessages,
  agentFormFields,
  checkDescription,
  MAX_DESCRIPTION_LENGTH,
  parseTemplateId,
  resolveAgentType,
  studioBuilderUrl,
  successDescription,
  type AgentFormValues,
  type CreateAgentResult,
} from "./agent-creation";
import { boundedEcho } from "#app/shared/forms/form-body.server";
import { handleForm, type FormAction } from "#app/shared/forms/form-action.server";
import { PlatformError, type PlatformClient } from "#app/shared/platform/platform";

type BuilderClient = Pick<PlatformClient, "createBuilderAgent">;

/** The browser checks the same rule (checkDescription) before posting. */
const agentPromptSchema = z.object({
  description: z
    .string()
    .refine((description) => checkDescription(description) === null)
    .transform((description) => description.trim()),
  templateId: z.number().int().nullable(),
});

/** What the page shows back after an error: a bounded prefix, never a huge value in full. */
const echoValues = (values: AgentFormValues): AgentFormValues => ({
  ...values,
  description: boundedEcho(values.description, MAX_DESCRIPTION_LENGTH),
});

function readValues(form: FormData): AgentFormValues {
  const description = form.get(agentFormFields.description);
  return {
    description: typeof description === "string" ? description : "",
    templateId: parseTemplateId(form.get(agentFormFields.template)),
  };
}

interface AgentCreationDeps {
  client: BuilderClient;
  studioUrl: string;
  log: Pick<Logger, "warn">;
}

// Never throws: a service failure is the failure message. A hydrated post (`enhanced`) gets the
// result and leaves for the studio after the toast; a plain post is redirected at once.
export function agentCreationFormAction(
  deps: AgentCreationDeps,
): FormAction<AgentFormValues, z.infer<typeof agentPromptSchema>, CreateAgentResult | Response> {
  return {
    read: readValues,
    schema: agentPromptSchema,
    invalid: (values) => ({
      status: 400,
      result: {
        ok: false,
        error: agentCreationMessages[checkDescription(values.description) ?? "blank"],
        values: echoValues(values),
      },
    }),
    async act(prompt, values, form) {
      const type = resolveAgentType(prompt.templateId);
      try {
        const id = await deps.client.createBuilderAgent({ description: prompt.description, type });
        const redirectTo = studioBuilderUrl(deps.studioUrl, id);
        if (form.get(agentFormFields.enhanced) !== "1") {
          return {
            status: 302,
            result: new Response(null, { status: 302, headers: { Location: redirectTo } }),
          };
        }
        return {
          status: 200,
          result: {
            ok: true,
            title: agentCreationMessages.successTitle,
            description: successDescription(type),
            redirectTo,
          },
        };
      } catch (error) {
        const reason =
          error instanceof PlatformError ? `${error.kind}: ${error.message}` : String(error);
        deps.log.warn({ reason }, "agent creation failed");
        return {
          status: 502,
          result: { ok: false, error: agentCreationMessages.failed, values: echoValues(values) },
        };
      }
    },
  };
}

export async function createAgent(form: FormData, deps: AgentCreationDeps) {
  const enhanced = new FormData();
  for (const [name, value] of form) enhanced.append(name, value);
  enhanced.set(agentFormFields.enhanced, "1");
  const { status, result } = await handleForm(enhanced, agentCreationFormAction(deps));
  if (result instanceof Response) throw new Error("an enhanced post is never redirected");
  return { status, result };
}
