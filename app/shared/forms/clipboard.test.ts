import { afterEach, describe, expect, it, vi } from "vitest";

import { copyToClipboard } from "./clipboard";

afterEach(() => vi.restoreAllMocks());

describe("copyToClipboard", () => {
  it("writes the text and reports success", async () => {
    const writeText = vi.fn(async () => {});
    expect(await copyToClipboard("snippet", { clipboard: { writeText } })).toBe(true);
    expect(writeText).toHaveBeenCalledWith("snippet");
  });

  it("reports failure without throwing when writing is refused or there is no clipboard", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const denied = new Error("denied");
    const refusing = { writeText: vi.fn(async () => Promise.reject(denied)) };
    expect(await copyToClipboard("x", { clipboard: refusing })).toBe(false);
    expect(await copyToClipboard("x", { clipboard: null })).toBe(false);
    expect(logged).toHaveBeenCalledWith("Failed to copy", denied);
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it("stays silent on failure when the caller tells the visitor itself", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await copyToClipboard("x", { clipboard: null, logFailure: false })).toBe(false);
    expect(logged).not.toHaveBeenCalled();
  });
});
