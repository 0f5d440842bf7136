// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { COOKIE_CONSENT_KEY } from "#app/shared/analytics/cookie-consent";
import { ChatLauncher } from "./chat-launcher";

function renderLauncher() {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: ChatLauncher }]);
  return render(<Stub />);
}
const launcher = () => screen.getByRole("button", { name: "Chat with our AI agent" });

beforeEach(() => localStorage.setItem(COOKIE_CONSENT_KEY, "declined"));
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("ChatLauncher", () => {
  it("frames nothing until it is opened", async () => {
    renderLauncher();
    expect(await screen.findByRole("button", { name: "Chat with our AI agent" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("opens the support agent's chat, focuses Close, and closes on Escape", async () => {
    renderLauncher();
    fireEvent.click(await screen.findByRole("button", { name: "Chat with our AI agent" }));
    const dialog = screen.getByRole("dialog", { name: "Chat with our Website Agent" });
    expect(dialog.querySelector("iframe")).toHaveAttribute(
      "src",
      "http://localhost:3000/studio/chat/WebsiteDemo?theme=light&embed=panel",
    );
    expect(dialog.querySelector("iframe")).toHaveAttribute("allow", "microphone");
    expect(screen.getAllByRole("button", { name: "Close chat" })[0]).toHaveFocus();

    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(launcher()).toHaveFocus();
  });

  it("closes when the studio's chat asks to, and only then", async () => {
    renderLauncher();
    fireEvent.click(await screen.findByRole("button", { name: "Chat with our AI agent" }));
    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", { data: "studio-chat:close", origin: "https://evil.example" }),
      );
    });
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", { data: "studio-chat:close", origin: "http://localhost:3000" }),
      );
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("steps aside on small screens while the cookie banner is shown", async () => {
    localStorage.clear();
    renderLauncher();
    const region = await screen.findByRole("complementary", { name: "Chat" });
    expect(region).toHaveClass("max-lg:hidden");
  });
});
