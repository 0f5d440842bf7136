import type { DeskActionResult } from "./desk-result";
import { failedText } from "./desk-toasts-client";

/**
 * A desk form's post as the script sends it: its hidden fields (token, intent, id) and the changed
 * ones, `Accept: application/json`, so the page answers with its result instead of a redirect
 * (desk-page.server.ts). Anything but the desk's JSON (offline, a rate limit's page) is a failure
 * with the toasts' `failedText`.
 */
export async function postDeskForm(
  form: HTMLFormElement,
  changes: Record<string, string | string[]>,
): Promise<DeskActionResult> {
  const body = new URLSearchParams();
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')) {
    body.append(input.name, input.value);
  }
  for (const [name, values] of Object.entries(changes)) {
    for (const value of [values].flat()) body.append(name, value);
  }
  try {
    const response = await fetch(form.action, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
    });
    const type = response.headers.get("content-type") ?? "";
    if (!type.includes("json")) return { ok: false, error: failedText() };
    return (await response.json()) as DeskActionResult;
  } catch {
    return { ok: false, error: failedText() };
  }
}
