import type { z } from "zod";

import { PAGE_ACTION_BODY_LIMIT_BYTES, readFormWithin } from "#app/shared/forms/form-body.server";
import {
  handleForm,
  runFormAction,
  type FormAction,
  type FormOutcome,
} from "#app/shared/forms/form-action.server";
import { deskCopy } from "./desk.copy";
import type { DeskActionResult } from "./desk-result";
import { CSRF_FIELD } from "./csrf-field";
import { csrfMatches } from "./csrf.server";
import { fieldMessages, idFormSchema, isControlIssue } from "./desk.schema";

// The site's form pattern: the named fields as text, the desk cookie's CSRF token (403 without
// it), the desk's zod schema (400 with the first message), then the desk service.
export type DeskOutcome = FormOutcome<DeskActionResult>;

type Values = Record<string, string | string[]>;

const texts = (values: FormDataEntryValue[]) =>
  values.filter((value): value is string => typeof value === "string");

interface DeskForm<Input> {
  csrf: string | undefined;
  fields: readonly string[];
  /** Fields sent once per value (a list's checkboxes), read as arrays. */
  lists?: readonly string[];
  schema: z.ZodType<Input>;
  act(input: Input): Promise<DeskOutcome>;
}

export function deskFormAction<Input>(
  definition: DeskForm<Input>,
): FormAction<Values, Input, DeskActionResult> {
  return {
    read: (form) => ({
      ...Object.fromEntries(
        definition.fields.map((name) => {
          const value = form.get(name);
          return [name, typeof value === "string" ? value : ""];
        }),
      ),
      ...Object.fromEntries(
        (definition.lists ?? []).map((name) => [name, texts(form.getAll(name))]),
      ),
    }),
    screen: (form) =>
      csrfMatches(definition.csrf, form.get(CSRF_FIELD))
        ? undefined
        : { status: 403, result: { ok: false, error: deskCopy.csrfRefused } },
    schema: definition.schema,
    invalid: (_values, error) => {
      const fields = fieldMessages(error);
      const error_ = isControlIssue(error)
        ? deskCopy.controlCharacters
        : (Object.values(fields)[0] ?? deskCopy.unknownAction);
      return { status: 400, result: { ok: false, error: error_, fields } };
    },
    act: (input) => definition.act(input),
  };
}

/** A form that names one row (an inquiry, a user, an invitation) by its `id`. */
export const idFormAction = (csrf: string, act: (id: string) => Promise<DeskOutcome>) =>
  deskFormAction({ csrf, fields: ["id"], schema: idFormSchema, act: ({ id }) => act(id) });

export const ok = (message: string, link?: { url: string; note: string }): DeskOutcome => ({
  status: 200,
  result: { ok: true, message, ...(link ? { link } : {}) },
});

export const refused = (status: number, error: string): DeskOutcome => ({
  status,
  result: { ok: false, error },
});

/** A page's one form. */
export const runDeskForm = <Input>(request: Request, definition: DeskForm<Input>) =>
  runFormAction(request, deskFormAction(definition));

/** The form's `intent` picks its FormAction; the body is read once. */
export async function runDeskForms(
  request: Request,
  actions: Record<string, () => FormAction<Values, unknown, DeskActionResult>>,
): Promise<DeskOutcome> {
  const form = await readFormWithin(request, PAGE_ACTION_BODY_LIMIT_BYTES);
  const intent = form.get("intent");
  const action =
    typeof intent === "string" && Object.hasOwn(actions, intent) ? actions[intent] : undefined;
  if (!action) return refused(400, deskCopy.unknownAction);
  return handleForm(form, action());
}
