import { unavailableHeaders } from "./unavailable";

/** The reason phrases of the statuses pages and forms throw. */
const STATUS_TEXT = {
  400: "Bad Request",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  413: "Payload Too Large",
} as const;

/** A status with its reason phrase, so no layer in between has to guess one. */
export function statusInit(
  status: keyof typeof STATUS_TEXT,
  headers?: Record<string, string>,
): ResponseInit {
  return { status, statusText: STATUS_TEXT[status], ...(headers ? { headers } : {}) };
}

/** Throw when the URL names nothing: the page shell answers with the 404 page. */
export function notFound(): never {
  throw new Response(null, statusInit(404));
}

/** A resource's answer while the platform is down: 503, retry soon, keep nothing. */
export function unavailable(): Response {
  return new Response("Service Unavailable: the content cannot be read right now.\n", {
    status: 503,
    headers: { ...unavailableHeaders, "Content-Type": "text/plain; charset=utf-8" },
  });
}
