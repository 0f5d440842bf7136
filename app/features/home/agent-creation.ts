import { findHomeTemplate } from "./home-templates.copy";
import { formatInteger } from "#app/features/pricing/format";
import { agentCreationInputMessages } from "./home-page.copy";
import { hasControlCharacter } from "#app/shared/forms/text-rules";

// Rules shared by the browser (instant feedback) and the action (the authority).

export const CUSTOM_AGENT_TYPE = "Custom Agent";

export const MAX_DESCRIPTION_LENGTH = 5000;

/** A description longer than this makes the prompt box grow. */
export const PROMPT_GROW_THRESHOLD = 100;

/** How long the success toast stays in view before the browser leaves for the studio. */
export const SUCCESS_REDIRECT_DELAY_MS = 1500;

export const agentCreationMessages = {
  blank: "Error: Please describe your AI agent first.",
  failed: "Error: Failed to create agent. Please try again.",
  tooLong: `Error: Please keep the description under ${formatInteger(MAX_DESCRIPTION_LENGTH)} characters.`,
  controlCharacters: agentCreationInputMessages.controlCharacters,
  successTitle: "Success",
} as const;

export const agentFormFields = {
  description: "description",
  template: "template",
  /** Set to "1" by the hydrated page: the action then answers with data instead of a redirect. */
  enhanced: "enhanced",
} as const;

export function isBlankDescription(description: string): boolean {
  return description.trim() === "";
}

/** The title is looked up here from the id, never taken from the client. */
export function parseTemplateId(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d{1,3}$/.test(value)) return null;
  const template = findHomeTemplate(Number(value));
  return template ? template.id : null;
}

/** The selected template's title, else "Custom Agent": the selection survives edits of the text. */
export function resolveAgentType(templateId: number | null): string {
  return findHomeTemplate(templateId)?.title ?? CUSTOM_AGENT_TYPE;
}

export function successDescription(type: string): string {
  return type === CUSTOM_AGENT_TYPE
    ? "Custom agent created successfully!"
    : `${type} created successfully!`;
}

export function studioBuilderUrl(studioUrl: string, builderId: string): string {
  return `${studioUrl}?builderid=${encodeURIComponent(builderId)}`;
}

export interface AgentFormValues {
  description: string;
  templateId: number | null;
}

export type CreateAgentResult =
  | { ok: true; title: string; description: string; redirectTo: string }
  | { ok: false; error: string; values: AgentFormValues };

export type DescriptionProblem = "blank" | "tooLong" | "controlCharacters" | null;

export function checkDescription(description: string): DescriptionProblem {
  if (isBlankDescription(description)) return "blank";
  if (description.trim().length > MAX_DESCRIPTION_LENGTH) return "tooLong";
  // Line breaks and tabs are a description's paragraphs; NUL and the like are never typed.
  if (hasControlCharacter(description)) return "controlCharacters";
  return null;
}
