// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock("#app/shared/forms/toast", () => ({ toast: { success: toastSuccess } }));

import { CopyButton } from "./copy-button";

afterEach(() => {
  cleanup();
  toastSuccess.mockReset();
  vi.restoreAllMocks();
});

describe("CopyButton", () => {
  it("is named after the snippet it copies", () => {
    render(<CopyButton text="code" label="iOS (Swift)" />);
    expect(screen.getByRole("button", { name: "Copy iOS (Swift) code" })).toBeInTheDocument();
  });

  it("copies the text and confirms with a toast", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    render(<CopyButton text="AgentSDK.show()" label="Android (Kotlin)" />);
    await user.click(screen.getByRole("button", { name: "Copy Android (Kotlin) code" }));
    expect(writeText).toHaveBeenCalledWith("AgentSDK.show()");
    expect(toastSuccess).toHaveBeenCalledWith("Copied to clipboard!");
  });

  it("only logs when the clipboard refuses (spec: no user message)", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    render(<CopyButton text="x" label="iOS (Swift)" />);
    await user.click(screen.getByRole("button", { name: "Copy iOS (Swift) code" }));
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(logged.mock.calls[0]?.[0]).toBe("Failed to copy");
    expect(toastSuccess).not.toHaveBeenCalled();
  });
});
