import { data } from "react-router";

/** Throw from a loader when the URL names nothing: the root ErrorBoundary shows the 404 page. */
export function notFound(): never {
  throw data(null, { status: 404 });
}
