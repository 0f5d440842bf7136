// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { whatsappDemo } from "./demos.copy";
import {
  circlePosition,
  settleWhatsappTab,
  WhatsappButton,
  WhatsappSteps,
  type WhatsappLookup,
} from "./whatsapp-demo";
import { startWhatsappSteps } from "./whatsapp-steps-highlight";

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

/** The page's answer to the island's post (form-page.server.ts answers JSON when asked). */
function answerPosts(answer: () => Promise<Response>) {
  const fetch = vi.fn(answer);
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("WhatsappButton", () => {
  it("opens a tab during the click and sends it to the chat its page found", async () => {
    const tab = fakeTab();
    const open = vi.fn(() => tab);
    vi.stubGlobal("open", open);
    const fetch = answerPosts(async () => Response.json(found));
    render(<WhatsappButton action="/demo/WhatsappDemo" />);
    const button = screen.getByRole("button", { name: whatsappDemo.buttonLabel });
    fireEvent.click(button);
    expect(open).toHaveBeenCalledWith("", "_blank");
    expect(tab.opener).toBeNull();
    expect(tab.document.body.textContent).toBe("Connecting to WhatsApp…");
    // Busy until the answer is in.
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
    await vi.waitFor(() => expect(tab.location.href).toBe(found.chatUrl));
    expect(button).toBeEnabled();
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/demo/WhatsappDemo");
    expect(init.method).toBe("POST");
  });

  it("alerts when there is no contact", async () => {
    const tab = fakeTab();
    vi.stubGlobal(
      "open",
      vi.fn(() => tab),
    );
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    answerPosts(async () => Response.json({ status: "none" }));
    render(<WhatsappButton action="/demo/WhatsappDemo" />);
    fireEvent.click(screen.getByRole("button", { name: whatsappDemo.buttonLabel }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(whatsappDemo.noContact));
    expect(tab.close).toHaveBeenCalled();
  });

  it("alerts the failure when the page answers no lookup (a guard's 429) or nothing", async () => {
    vi.stubGlobal(
      "open",
      vi.fn(() => fakeTab()),
    );
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    answerPosts(async () => new Response("<html>slow down</html>", { status: 429 }));
    render(<WhatsappButton action="/demo/WhatsappDemo" />);
    const button = screen.getByRole("button", { name: whatsappDemo.buttonLabel });
    fireEvent.click(button);
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(whatsappDemo.failure));
    answerPosts(async () => Promise.reject(new TypeError("Failed to fetch")));
    await vi.waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    await vi.waitFor(() => expect(alert).toHaveBeenCalledTimes(2));
    expect(alert).toHaveBeenLastCalledWith(whatsappDemo.failure);
  });
});

describe("WhatsappButton's form", () => {
  it("posts to its page without JavaScript too", () => {
    const { container } = render(<WhatsappButton action="/demo/WhatsAppDemo" />);
    const form = container.querySelector("form");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/demo/WhatsAppDemo");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it.each([
    [{ status: "none" } as const, whatsappDemo.noContact],
    [{ status: "failed" } as const, whatsappDemo.failure],
  ])("shows the answer of a post without JavaScript: %j", (result, message) => {
    render(<WhatsappButton action="/demo/WhatsappDemo" initialResult={result} />);
    expect(screen.getByRole("status")).toHaveTextContent(message);
  });

  it("links the chat a post without JavaScript found", () => {
    render(<WhatsappButton action="/demo/WhatsappDemo" initialResult={found} />);
    const link = screen.getByRole("link", { name: "Open the WhatsApp chat" });
    expect(link).toHaveAttribute("href", found.chatUrl);
    expect(link).toHaveAttribute("target", "_blank");
  });
});

describe("WhatsappSteps", () => {
  it("places six steps clockwise from the top", () => {
    expect(circlePosition(0, 6)).toEqual({ x: 50, y: 12 });
    expect(circlePosition(3, 6)).toEqual({ x: 50, y: 88 });
    expect(circlePosition(1, 6).x).toBeGreaterThan(50);
    expect(circlePosition(5, 6).x).toBeLessThan(50);
  });

  it("highlights the hovered or focused step (the page's script)", () => {
    render(<WhatsappSteps centre={<span>centre</span>} />);
    startWhatsappSteps(document);
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
