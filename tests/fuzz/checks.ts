import { describeRequest, type RawRequest, type RawResponse } from "./http";

/** Assertions that work in Vitest, Playwright and the plain fuzz script alike. */
class FuzzFailure extends Error {
  override name = "FuzzFailure";
}

export function check(
  condition: unknown,
  message: string,
  request?: RawRequest,
): asserts condition {
  if (!condition) {
    throw new FuzzFailure(request ? `${message}\n  request: ${describeRequest(request)}` : message);
  }
}

/** Text that gives away the server's internals: stack frames, source paths, SQL errors. */
const leak =
  /\n\s+at [^\n]+[:(]\d+|node_modules|\/server\/[\w/-]+\.(ts|js|mjs)|\.tsx?:\d+:\d+|invalid byte sequence|syntax error at or near|duplicate key value/;

export function checkNoLeak(response: RawResponse, request: RawRequest) {
  check(
    !leak.test(response.body),
    `the response leaks internals: ${response.body.slice(0, 300)}`,
    request,
  );
}

/** The API's one error shape: {"error":{"code","message","fields?"}} and nothing else. */
export function checkErrorShape(response: RawResponse, request: RawRequest) {
  const what = `${response.status} ${response.body.slice(0, 300)}`;
  check(
    String(response.headers["content-type"]).startsWith("application/json"),
    `a 4xx is not JSON: ${what}`,
    request,
  );
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    check(false, `a 4xx body does not parse: ${what}`, request);
  }
  const ok =
    typeof body === "object" &&
    body !== null &&
    Object.keys(body).length === 1 &&
    isErrorObject((body as { error?: unknown }).error);
  check(ok, `a 4xx body is not {"error":{"code","message","fields?"}}: ${what}`, request);
}

function isErrorObject(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, message, fields, ...rest } = error as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return false;
  if (typeof code !== "string" || code === "" || typeof message !== "string" || message === "") {
    return false;
  }
  if (fields === undefined) return true;
  return (
    typeof fields === "object" &&
    fields !== null &&
    !Array.isArray(fields) &&
    Object.values(fields).every((value) => typeof value === "string")
  );
}

export function parseJson(response: RawResponse, request: RawRequest): unknown {
  try {
    return JSON.parse(response.body);
  } catch {
    check(
      false,
      `a ${response.status} body does not parse: ${response.body.slice(0, 200)}`,
      request,
    );
  }
}
