import { runFormAction, type FormAction } from "./form-action.server";
import { FORM_JSON_ACCEPT } from "./use-form-post";

export type FormPageOutcome<Result> =
  { kind: "page"; result?: Result; status: number } | { kind: "answer"; response: Response };

// The page's URL is its form's endpoint: a POST shows the page with the result (no JavaScript)
// or answers JSON (the island asks for it); a `Response` result is answered as it is.
export async function handleFormPage<Values, Input, Result>(
  request: Request,
  action: () => FormAction<Values, Input, Result | Response>,
): Promise<FormPageOutcome<Result>> {
  if (request.method === "GET" || request.method === "HEAD") return { kind: "page", status: 200 };
  if (request.method !== "POST") {
    return { kind: "answer", response: methodNotAllowed("GET, HEAD, POST") };
  }
  let outcome;
  try {
    outcome = await runFormAction(request, action());
  } catch (thrown) {
    // A body past the limit is thrown as its 413 answer (form-body.server.ts).
    if (thrown instanceof Response) return { kind: "answer", response: thrown };
    throw thrown;
  }
  const { result, status } = outcome;
  if (result instanceof Response) return { kind: "answer", response: result };
  if (request.headers.get("accept")?.includes(FORM_JSON_ACCEPT)) {
    return {
      kind: "answer",
      response: Response.json(result, { status, headers: { "Cache-Control": "no-store" } }),
    };
  }
  return { kind: "page", result, status };
}

/** A post to a page without a form gets 405; undefined for a GET or HEAD. */
export function refuseWrites(request: Request): Response | undefined {
  if (request.method === "GET" || request.method === "HEAD") return undefined;
  return methodNotAllowed("GET, HEAD");
}

function methodNotAllowed(allow: string): Response {
  return new Response("Method Not Allowed", {
    status: 405,
    headers: { Allow: allow, "Content-Type": "text/plain; charset=utf-8" },
  });
}
