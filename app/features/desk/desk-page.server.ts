import type { APIContext } from "astro";

import type { DeskUser } from "./desk-service";
import { deskCopy } from "./desk.copy";
import type { DeskOutcome } from "./desk-form.server";
import type { DeskActionResult } from "./desk-result";
import { DeskOff, DeskProblem, redirectTo } from "./desk-stop.server";
import { openDesk, saveCookie, type DeskRequest } from "./session.server";

/** Who the page is for: the desk's navigation and its sign-out form need both. */
export interface DeskSessionView {
  user: DeskUser;
  csrf: string;
}

export interface DeskPageResult<Data> {
  title: string;
  session?: DeskSessionView;
  data: Data;
  status?: number;
}

export type DeskPageView<Data> =
  | ({ kind: "page" } & Omit<DeskPageResult<Data>, "status">)
  | { kind: "problem"; title: string; session?: DeskSessionView; message: string; status: number };

type AstroRequestContext = Pick<APIContext, "locals" | "request" | "url" | "rewrite"> & {
  response?: { status?: number; headers: Headers };
};

// The site's 404 when the desk is off, a `Response` as it is, the problem page for a
// DeskProblem, else the page; the headers the work set go with any of them.
export async function deskPage<Data>(
  astro: AstroRequestContext,
  work: (desk: DeskRequest) => Promise<DeskPageResult<Data> | Response>,
): Promise<DeskPageView<Data> | Response> {
  let desk: DeskRequest | undefined;
  try {
    desk = openDesk(astro.locals.site, astro.request, astro.url);
    const result = await work(desk);
    if (result instanceof Response) return withHeaders(result, desk.headers);
    answerWith(astro, result.status ?? 200, desk.headers);
    return { kind: "page", title: result.title, session: result.session, data: result.data };
  } catch (stop) {
    if (stop instanceof DeskOff) return astro.rewrite("/404");
    if (stop instanceof Response) return withHeaders(stop, desk?.headers);
    if (stop instanceof DeskProblem) {
      if (asksForJson(astro.request)) {
        const refusal = { ok: false, error: stop.message } satisfies DeskActionResult;
        return withHeaders(jsonAnswer(refusal, stop.status), desk?.headers);
      }
      answerWith(astro, stop.status, desk?.headers);
      return {
        kind: "problem",
        title: deskCopy.problems[stop.status] ?? deskCopy.problems.other,
        session: stop.session && { user: stop.session.user, csrf: stop.session.csrf },
        message: stop.message,
        status: stop.status,
      };
    }
    throw stop;
  }
}

/** For endpoints without a page: the desk being off is a 404, a problem is plain text. */
export async function deskEndpoint(
  context: AstroRequestContext,
  work: (desk: DeskRequest) => Promise<Response>,
): Promise<Response> {
  const view = await deskPage(context, work);
  if (view instanceof Response) return view;
  return new Response(`${view.kind === "problem" ? view.message : ""}\n`, {
    status: view.kind === "problem" ? view.status : 500,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

function answerWith(astro: AstroRequestContext, status: number, headers: Headers | undefined) {
  if (!astro.response) return;
  astro.response.status = status;
  headers?.forEach((value, name) => astro.response!.headers.append(name, value));
}

function withHeaders(response: Response, headers: Headers | undefined): Response {
  headers?.forEach((value, name) => {
    if (!response.headers.has(name)) response.headers.append(name, value);
  });
  return response;
}

/** The desk's script asks for a form's result (or a refusal) as JSON instead of a page. */
const asksForJson = (request: Request) =>
  request.headers.get("accept")?.includes("application/json") ?? false;

const jsonAnswer = (result: DeskActionResult, status: number) =>
  Response.json(result, { status, headers: { "Cache-Control": "no-store" } });

// JSON for the desk's script; without script a success redirects back with its message in the
// cookie (a reload then does not post again). A shown-once success (an invitation's link) is
// never stored. GET and HEAD give undefined; other methods 405.
export async function deskPost(
  desk: DeskRequest,
  back: string,
  run: () => Promise<DeskOutcome>,
): Promise<{ status: number; result: DeskActionResult } | undefined> {
  const method = desk.request.method;
  if (method === "GET" || method === "HEAD") return undefined;
  if (method !== "POST") {
    throw new Response("Method Not Allowed", {
      status: 405,
      headers: { Allow: "GET, HEAD, POST", "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { status, result } = await run();
  if (asksForJson(desk.request)) throw jsonAnswer(result, status);
  if (result.ok && !result.link) {
    saveCookie(desk, { ...desk.cookie, flash: result.message });
    throw redirectTo(back, desk.headers);
  }
  return { status, result };
}

/** The page's message: a refusal or a shown-once success of this post, else a redirect's flash. */
export function messageOf(
  posted: { result: DeskActionResult } | undefined,
  flash: string | undefined,
): DeskActionResult | undefined {
  if (posted) return posted.result;
  return flash === undefined ? undefined : { ok: true, message: flash };
}
