import { data } from "react-router";

import { unavailableHeaders } from "./unavailable";

/** Throw from a loader when the URL names nothing: the root ErrorBoundary shows the 404 page. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** A resource's answer while the platform is down: 503, retry soon, keep nothing. */
export function unavailable(): Response {
  return new Response("Service Unavailable: the content cannot be read right now.\n", {
    status: 503,
    headers: { ...unavailableHeaders, "Content-Type": "text/plain; charset=utf-8" },
  });
}
