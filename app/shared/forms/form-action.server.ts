import type { z } from "zod";

import { PAGE_ACTION_BODY_LIMIT_BYTES, readFormWithin } from "./form-body.server";

/** What a form action answers: the typed result the page shows, and its HTTP status. */
export interface FormOutcome<Result> {
  status: number;
  result: Result;
}

/**
 * Every form of the site reads, validates and acts the same way:
 *   1. the body is read within the page-action limit (readFormWithin, 413 past it);
 *   2. `read` turns it into the form's values, typed strings the page can show back;
 *   3. `screen` may answer without acting (a filled honeypot);
 *   4. the feature's zod schema (`*.schema.ts`, the same one the browser uses) parses the
 *      values, and `invalid` turns a refusal into the spec's messages;
 *   5. `act` calls the service the route injects (from the request context) and never throws:
 *      a failure is an outcome too.
 * A new form is a copy of app/features/contact: its schema, a FormAction in a `*.server.ts`,
 * and a route `action` that calls runFormAction with the context's services.
 */
export interface FormAction<Values, Input, Result> {
  read(form: FormData): Values;
  screen?(form: FormData, values: Values): FormOutcome<Result> | undefined;
  schema: z.ZodType<Input>;
  invalid(values: Values, error: z.ZodError, form: FormData): FormOutcome<Result>;
  act(input: Input, values: Values, form: FormData): Promise<FormOutcome<Result>>;
}

/** Runs a form action on a form already read. */
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

/** Reads the request's form within the page-action limit, then runs the form action. */
export async function runFormAction<Values, Input, Result>(
  request: Request,
  action: FormAction<Values, Input, Result>,
): Promise<FormOutcome<Result>> {
  return handleForm(await readFormWithin(request, PAGE_ACTION_BODY_LIMIT_BYTES), action);
}
