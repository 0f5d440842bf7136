import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";

import { isPrerendering, siteContext } from "./context.server";
import { createFirstPaintFilter } from "./shared/document/first-paint-filter";
import { NonceProvider } from "./shared/document/nonce";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: Readonly<RouterContextProvider>,
) {
  // At build time (prerendering) the nonce is a placeholder that sealing the page takes out.
  const { cspNonce: nonce, log } = siteContext(loadContext);
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots and prerendering get the whole document at once; browsers get it streamed.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || isPrerendering(loadContext)
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
          const body = createFirstPaintFilter();
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
          if (shellRendered)
            log.error({ ...requestFields(request), err: error }, "rendering a page failed");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** The request logger already carries the request id; these say which page it was. */
function requestFields(request: Request) {
  return { method: request.method, path: new URL(request.url).pathname };
}

/**
 * Errors of loaders, actions and rendering: one JSON line with the stack and the request id on
 * the server (React Router would print them across many lines); the visitor sees the error page.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const { log } = siteContext(context);
  if (isRouteErrorResponse(error)) {
    // A 4xx (a POST to a page without an action, a missing page) is the visitor's error: the
    // request line has its status. Only a 5xx is logged, with the error behind it.
    if (error.status < 500) return;
    const cause = (error as { error?: unknown }).error;
    log.error(
      {
        ...requestFields(request),
        status: error.status,
        err: cause ?? new Error(`${error.status} ${error.statusText}`),
      },
      "page request failed",
    );
    return;
  }
  log.error({ ...requestFields(request), err: error }, "page request failed");
};
