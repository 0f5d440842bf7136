// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { whatsappDemo } from "./demos.copy";
import {
  circlePosition,
  settleWhatsappTab,
  WhatsappButton,
  WhatsappSteps,
  type WhatsappLookup,
} from "./whatsapp-demo";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fakeTab() {
  return {
    closed: false,
    opener: {} as unknown,
    location: { href: "" },
    close: vi.fn(),
    document: { title: "", body: { textContent: "" } },
  };
}
const asWindow = (tab: ReturnType<typeof fakeTab>) => tab as unknown as Window;
const found: WhatsappLookup = {
  status: "found",
  mobileNumber: "6581234567",
  chatUrl: "https://wa.me/6581234567?text=hi",
};

describe("settleWhatsappTab", () => {
  it("sends the opened tab to the chat", () => {
    const tab = fakeTab();
    const browser = { alert: vi.fn(), open: vi.fn() };
    settleWhatsappTab(found, asWindow(tab), browser);
    expect(tab.location.href).toBe(found.chatUrl);
    expect(browser.alert).not.toHaveBeenCalled();
  });

  it("opens the chat itself when the browser gave no tab", () => {
    const browser = { alert: vi.fn(), open: vi.fn() };
    settleWhatsappTab(found, null, browser);
    expect(browser.open).toHaveBeenCalledWith(found.chatUrl, "_blank", "noopener,noreferrer");
  });

  it.each([
    [{ status: "none" } as const, "No WhatsApp contact available for this website"],
    [{ status: "failed" } as const, "Failed to connect to WhatsApp"],
  ])("closes the tab and alerts for %j", (result, message) => {
    const tab = fakeTab();
    const browser = { alert: vi.fn(), open: vi.fn() };
    settleWhatsappTab(result, asWindow(tab), browser);
    expect(tab.close).toHaveBeenCalled();
    expect(browser.alert).toHaveBeenCalledWith(message);
  });
});

describe("WhatsappButton", () => {
  it("opens a tab during the click and sends it to the chat the action found", async () => {
    const tab = fakeTab();
    const open = vi.fn(() => tab);
    vi.stubGlobal("open", open);
    const action = vi.fn(async () => found);
    const Stub = createRoutesStub([{ path: "/", Component: WhatsappButton, action }]);
    render(<Stub />);
    fireEvent.click(await screen.findByRole("button", { name: whatsappDemo.buttonLabel }));
    expect(open).toHaveBeenCalledWith("", "_blank");
    expect(tab.opener).toBeNull();
    await vi.waitFor(() => expect(tab.location.href).toBe(found.chatUrl));
    expect(action).toHaveBeenCalledOnce();
  });

  it("alerts when there is no contact", async () => {
    const tab = fakeTab();
    vi.stubGlobal(
      "open",
      vi.fn(() => tab),
    );
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    const Stub = createRoutesStub([
      { path: "/", Component: WhatsappButton, action: async () => ({ status: "none" }) },
    ]);
    render(<Stub />);
    fireEvent.click(await screen.findByRole("button", { name: whatsappDemo.buttonLabel }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(whatsappDemo.noContact));
    expect(tab.close).toHaveBeenCalled();
  });
});

describe("WhatsappButton's form", () => {
  it("posts to the page's path without the slash React Router's prerender adds", async () => {
    const Stub = createRoutesStub([{ path: "/demo/WhatsAppDemo", Component: WhatsappButton }]);
    const { container } = render(<Stub initialEntries={["/demo/WhatsAppDemo/"]} />);
    await screen.findByRole("button", { name: whatsappDemo.buttonLabel });
    expect(container.querySelector("form")).toHaveAttribute("action", "/demo/WhatsAppDemo");
  });
});

describe("WhatsappSteps", () => {
  it("places six steps clockwise from the top", () => {
    expect(circlePosition(0, 6)).toEqual({ x: 50, y: 12 });
    expect(circlePosition(3, 6)).toEqual({ x: 50, y: 88 });
    expect(circlePosition(1, 6).x).toBeGreaterThan(50);
    expect(circlePosition(5, 6).x).toBeLessThan(50);
  });

  it("highlights the hovered or focused step", () => {
    render(<WhatsappSteps centre={<span>centre</span>} />);
    const steps = screen.getAllByRole("listitem");
    expect(steps).toHaveLength(6);
    fireEvent.mouseEnter(steps[1]!);
    expect(steps[1]).toHaveAttribute("data-active", "true");
    fireEvent.mouseLeave(steps[1]!);
    expect(steps[1]).toHaveAttribute("data-active", "false");
    fireEvent.focus(steps[3]!);
    expect(steps[3]).toHaveAttribute("data-active", "true");
    expect(steps.filter((step) => step.dataset.active === "true")).toHaveLength(1);
  });
});
