import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";

import { clientAction } from "./contact.route";

type Args = Parameters<typeof clientAction>[0];
const run = (serverAction: () => Promise<unknown>) =>
  clientAction({ serverAction } as unknown as Args);

describe("contact clientAction", () => {
  it("passes the server's answer through", async () => {
    const answer = { status: "success", nextKey: "n".repeat(32) };
    expect(await run(async () => answer)).toBe(answer);
  });

  it("calls a request that got no answer a network error", async () => {
    expect(await run(() => Promise.reject(new TypeError("Failed to fetch")))).toEqual({
      status: "network_error",
    });
  });

  it("maps the guards' statuses: 429 rate limited, 413 too large", async () => {
    const rejected = (status: number) => () =>
      Promise.reject(new ErrorResponse(status, "", "<html>…</html>"));
    expect(await run(rejected(429))).toEqual({ status: "rate_limited" });
    expect(await run(rejected(413))).toEqual({ status: "too_large" });
  });

  it("calls any other failure of the server an error", async () => {
    expect(await run(() => Promise.reject(new ErrorResponse(502, "", "")))).toEqual({
      status: "error",
    });
    expect(await run(() => Promise.reject(new Error("Unexpected Server Error")))).toEqual({
      status: "error",
    });
  });
});
