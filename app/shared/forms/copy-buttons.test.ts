// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";

import { COPIED_MESSAGE, copyAttributes, startCopyButtons } from "./copy-buttons";

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
}

/** The alert of the document's window (the listener alerts through it). */
function stubAlert(implementation: (message: string) => void) {
  const alert = vi.fn(implementation);
  Object.defineProperty(document.defaultView!, "alert", {
    value: alert,
    configurable: true,
    writable: true,
  });
  return alert;
}

function copyButton(text: string, confirm: "toast" | "alert") {
  const button = document.createElement("button");
  button.type = "button";
  for (const [name, value] of Object.entries(copyAttributes(text, confirm))) {
    button.setAttribute(name, value);
  }
  button.innerHTML = "<span>Copy Code</span>";
  document.body.append(button);
  return button;
}

// One listener for the whole test file: the document outlives each test.
startCopyButtons(document);

describe("copy buttons", () => {
  it("copy the button's text, then alert 'Copied to clipboard!' when asked to", async () => {
    const calls: string[] = [];
    clipboard(async (text) => void calls.push(`write ${text}`));
    stubAlert((message) => void calls.push(`alert ${message}`));
    copyButton("<script></script>", "alert").querySelector("span")!.click();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual(["write <script></script>", `alert ${COPIED_MESSAGE}`]);
    expect(COPIED_MESSAGE).toBe("Copied to clipboard!");
  });

  it("only log 'Failed to copy' when writing fails", async () => {
    const denied = new Error("denied");
    clipboard(() => Promise.reject(denied));
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const alert = stubAlert(() => {});
    copyButton("x", "alert").click();
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith("Failed to copy", denied));
    expect(alert).not.toHaveBeenCalled();
  });
});
