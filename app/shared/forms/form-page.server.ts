import { runFormAction, type FormAction } from "./form-action.server";
import { FORM_JSON_ACCEPT } from "./use-form-post";

/** What a page shell does with a request: show the page (with a form's result), or answer. */
export type FormPageOutcome<Result> =
  { kind: "page"; result?: Result; status: number } | { kind: "answer"; response: Response };

/**
 * The page's own URL is its form's endpoint. A GET shows the page; a POST runs the form action
 * and either shows the page with the result (a browser without JavaScript posting the form) or
 * answers the result as JSON (the form's island, which asks for it). Other methods: 405.
 * A `Response` result (a redirect) is answered as it is.
 */
export async function handleFormPage<Values, Input, Result>(
  request: Request,
  action: () => FormAction<Values, Input, Result | Response>,
): Promise<FormPageOutcome<Result>> {
  if (request.method === "GET" || request.method === "HEAD") return { kind: "page", status: 200 };
  if (request.method !== "POST") {
    return {
      kind: "answer",
      response: new Response("Method Not Allowed", {
        status: 405,
        headers: { Allow: "GET, HEAD, POST", "Content-Type": "text/plain; charset=utf-8" },
      }),
    };
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

/**
 * A page without a form answers reads only: a post gets 405, not the page. Returns the answer
 * to send, or undefined for a GET or HEAD.
 */
export function refuseWrites(request: Request): Response | undefined {
  if (request.method === "GET" || request.method === "HEAD") return undefined;
  return new Response("Method Not Allowed", {
    status: 405,
    headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" },
  });
}
