import type { z } from "zod";

import { PAGE_ACTION_BODY_LIMIT_BYTES, readFormWithin } from "./form-body.server";

export interface FormOutcome<Result> {
  status: number;
  result: Result;
}

// Every form: body read within the page-action limit (413 past it), `read` into typed strings the
// page can show back, `screen` (the honeypot), the feature's zod schema (the browser's too), then
// `act`, which never throws: a failure is an outcome. A new form copies app/features/contact.
export interface FormAction<Values, Input, Result> {
  read(form: FormData): Values;
  screen?(form: FormData, values: Values): FormOutcome<Result> | undefined;
  schema: z.ZodType<Input>;
  invalid(values: Values, error: z.ZodError, form: FormData): FormOutcome<Result>;
  act(input: Input, values: Values, form: FormData): Promise<FormOutcome<Result>>;
}

export async function handleForm<Values, Input, Result>(
  form: FormData,
  action: FormAction<Values, Input, Result>,
): Promise<FormOutcome<Result>> {
  const values = action.read(form);
  const screened = action.screen?.(form, values);
  if (screened) return screened;
  const parsed = action.schema.safeParse(values);
  if (!parsed.success) return action.invalid(values, parsed.error, form);
  return action.act(parsed.data, values, form);
}

export async function runFormAction<Values, Input, Result>(
  request: Request,
  action: FormAction<Values, Input, Result>,
): Promise<FormOutcome<Result>> {
  return handleForm(await readFormWithin(request, PAGE_ACTION_BODY_LIMIT_BYTES), action);
}
