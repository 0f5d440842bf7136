import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";

import { logError } from "../server/logging";

import { createModulePreloadFilter } from "./lib/module-preload-filter";
import { NonceProvider, PRERENDER_NONCE_PLACEHOLDER } from "./lib/nonce";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // At build time (prerendering) there is no request context: mark the place for the nonce.
  const nonce = loadContext?.cspNonce || PRERENDER_NONCE_PLACEHOLDER;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots and prerendering get the whole document at once; browsers get it streamed.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || !loadContext?.cspNonce
        ? "onAllReady"
        : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = createModulePreloadFilter();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged here; those before it reach the ErrorBoundary.
          if (shellRendered) logError("rendering a page failed", error, requestFields(request));
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

function requestFields(request: Request, context?: unknown) {
  const requestId = (context as { requestId?: unknown } | undefined)?.requestId;
  return {
    ...(typeof requestId === "string" ? { requestId } : {}),
    method: request.method,
    path: new URL(request.url).pathname,
  };
}

/**
 * Errors of loaders, actions and rendering: one JSON line with the stack and the request id on
 * the server (React Router would print them across many lines); the visitor sees the error page.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error)) {
    // A 4xx (a POST to a page without an action, a missing page) is the visitor's error: the
    // request line has its status. Only a 5xx is logged, with the error behind it.
    if (error.status < 500) return;
    const cause = (error as { error?: unknown }).error;
    logError("page request failed", cause ?? new Error(`${error.status} ${error.statusText}`), {
      ...requestFields(request, context),
      status: error.status,
    });
    return;
  }
  logError("page request failed", error, requestFields(request, context));
};
