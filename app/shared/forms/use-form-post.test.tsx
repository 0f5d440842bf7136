// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { useFormPost, type PostFailure } from "./use-form-post";

afterEach(() => vi.unstubAllGlobals());

const form = () => {
  const data = new FormData();
  data.set("name", "Ada");
  data.set("note", "a & b");
  return data;
};

describe("useFormPost", () => {
  it("posts the form URL-encoded, asks for JSON and keeps the answer", async () => {
    const fetch = vi.fn(async () => Response.json({ status: "success" }, { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    const { result } = renderHook(() => useFormPost((f: PostFailure) => ({ status: "failed", f })));
    await act(() => result.current.submit(form(), "/contact"));
    expect(result.current.data).toEqual({ status: "success" });
    expect(result.current.state).toBe("idle");
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/contact");
    expect(init.method).toBe("POST");
    expect(String(init.body)).toBe("name=Ada&note=a+%26+b");
    expect(new Headers(init.headers).get("accept")).toBe("application/json");
  });

  it("keeps the form's JSON answer whatever its status (an invalid form is a 400)", async () => {
    vi.stubGlobal("fetch", async () => Response.json({ status: "invalid" }, { status: 400 }));
    const { result } = renderHook(() => useFormPost(() => ({ status: "failed" })));
    await act(() => result.current.submit(form(), "/contact"));
    expect(result.current.data).toEqual({ status: "invalid" });
  });

  it("turns an answer that is not the form's, or none, into a result", async () => {
    const seen: PostFailure[] = [];
    const useFailingPost = () =>
      useFormPost((failure: PostFailure) => {
        seen.push(failure);
        return { status: "failed" };
      });
    vi.stubGlobal("fetch", async () => new Response("<html>slow down</html>", { status: 429 }));
    const { result } = renderHook(useFailingPost);
    await act(() => result.current.submit(form(), "/contact"));
    vi.stubGlobal("fetch", async () => Promise.reject(new TypeError("Failed to fetch")));
    await act(() => result.current.submit(form(), "/contact"));
    expect(seen).toEqual([{ status: 429 }, { network: true }]);
  });
});
