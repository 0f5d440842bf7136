import { data, redirect, type RouterContextProvider } from "react-router";

import type { Logger } from "#app/context";
import { siteContext } from "#app/context.server";
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
import {
  boundedEcho,
  PAGE_ACTION_BODY_LIMIT_BYTES,
  readFormWithin,
} from "#app/shared/forms/form-body.server";
import { handleForm, type FormAction } from "#app/shared/forms/form-action.server";
import { PlatformError, type PlatformClient } from "#app/shared/platform/platform";
import { agentPromptSchema, type AgentPrompt } from "./agent-creation.schema";

type BuilderClient = Pick<PlatformClient, "createBuilderAgent">;

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

/**
 * The hero prompt (app/shared/forms/form-action.server.ts): the prompt schema, then the
 * builder service. Never throws: every failure of the service is the spec's failure message.
 */
function agentCreationFormAction(
  deps: AgentCreationDeps,
): FormAction<AgentFormValues, AgentPrompt, CreateAgentResult> {
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
    async act(prompt, values) {
      const type = resolveAgentType(prompt.templateId);
      try {
        const id = await deps.client.createBuilderAgent({ description: prompt.description, type });
        return {
          status: 200,
          result: {
            ok: true,
            title: agentCreationMessages.successTitle,
            description: successDescription(type),
            redirectTo: studioBuilderUrl(deps.studioUrl, id),
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

/** Agent creation on a form already read. */
export function createAgent(form: FormData, deps: AgentCreationDeps) {
  return handleForm(form, agentCreationFormAction(deps));
}

/**
 * The home route's action. A hydrated page marks its submission as enhanced and gets data
 * back (it shows the success toast, then leaves for the studio itself); a plain HTML post is
 * redirected to the studio, or gets the page again with the error next to the prompt box.
 */
export async function createAgentAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  // A body that is not a form (a stray client) is treated as an empty form: a 400, no crash.
  const form = await readFormWithin(request, PAGE_ACTION_BODY_LIMIT_BYTES);
  const { config, platform, log } = siteContext(context);
  const { status, result } = await handleForm(
    form,
    agentCreationFormAction({ client: platform, studioUrl: config.studioUrl, log }),
  );
  if (result.ok && form.get(agentFormFields.enhanced) !== "1") {
    throw redirect(result.redirectTo);
  }
  return data(result, { status });
}
