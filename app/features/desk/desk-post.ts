import type { DeskActionResult } from "./desk-result";

/**
 * A desk form's post as the script sends it: the same fields, `Accept: application/json`, so
 * the page answers with its result instead of a redirect (desk-page.server.ts). Anything but
 * the desk's JSON (offline, a rate limit's page) is a failure with `failedText`.
 */
export async function postDeskForm(
  url: string,
  body: URLSearchParams,
  failedText: string,
): Promise<DeskActionResult> {
  try {
    const response = await fetch(url, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
    });
    const type = response.headers.get("content-type") ?? "";
    if (!type.includes("json")) return { ok: false, error: failedText };
    return (await response.json()) as DeskActionResult;
  } catch {
    return { ok: false, error: failedText };
  }
}

/** A form's hidden fields (token, intent, id) as a body, to add the changed field to. */
export function hiddenFields(form: HTMLFormElement): URLSearchParams {
  const body = new URLSearchParams();
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')) {
    body.append(input.name, input.value);
  }
  return body;
}
