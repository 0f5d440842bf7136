// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { CopyCodeButton, copyThenAlert } from "./copy-code";

// No vitest globals here, so Testing Library cannot clean up by itself.
afterEach(cleanup);

describe("copyThenAlert", () => {
  it("writes the text, then alerts 'Copied to clipboard!'", async () => {
    const calls: string[] = [];
    const clipboard = {
      writeText: vi.fn(async (text: string) => void calls.push(`write ${text}`)),
    };
    const alert = vi.fn((message: string) => void calls.push(`alert ${message}`));
    expect(await copyThenAlert("<script></script>", { clipboard, alert })).toBe(true);
    expect(calls).toEqual(["write <script></script>", "alert Copied to clipboard!"]);
  });

  it("only logs 'Failed to copy' when writing fails or there is no clipboard", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const alert = vi.fn();
    const denied = new Error("denied");
    const clipboard = { writeText: vi.fn(async () => Promise.reject(denied)) };
    expect(await copyThenAlert("x", { clipboard, alert })).toBe(false);
    expect(await copyThenAlert("x", { clipboard: undefined, alert })).toBe(false);
    expect(alert).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith("Failed to copy", denied);
    expect(error).toHaveBeenCalledTimes(2);
  });
});

describe("CopyCodeButton", () => {
  it("copies its text with the browser's clipboard and alert", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    render(<CopyCodeButton text="snippet" />);
    await user.click(screen.getByRole("button", { name: "Copy Code" }));
    expect(writeText).toHaveBeenCalledWith("snippet");
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith("Copied to clipboard!"));
    vi.unstubAllGlobals();
  });
});
