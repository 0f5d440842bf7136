// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock("#app/shared/forms/toast", () => ({ toast: { success: toastSuccess } }));

import { startCopyButtons } from "#app/shared/forms/copy-buttons";
import { CopyButton } from "./code-snippet";

beforeAll(() => startCopyButtons());

function renderButton(text: string, label: string) {
  document.body.innerHTML = renderToStaticMarkup(<CopyButton text={text} label={label} />);
  return document.querySelector("button")!;
}

afterEach(() => {
  toastSuccess.mockReset();
  vi.restoreAllMocks();
});

describe("CopyButton", () => {
  it("is named after the snippet it copies", () => {
    const button = renderButton("code", "iOS (Swift)");
    expect(button.textContent).toBe("Copy iOS (Swift) code");
  });

  it("copies the text and confirms with a toast", async () => {
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    renderButton("AgentSDK.show()", "Android (Kotlin)").click();
    await vi.waitFor(() => expect(toastSuccess).toHaveBeenCalledWith("Copied to clipboard!"));
    expect(writeText).toHaveBeenCalledWith("AgentSDK.show()");
  });

  it("only logs when the clipboard refuses (no message to the visitor)", async () => {
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    renderButton("x", "iOS (Swift)").click();
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(logged.mock.calls[0]?.[0]).toBe("Failed to copy");
    expect(toastSuccess).not.toHaveBeenCalled();
  });
});
