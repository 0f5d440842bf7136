// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { toast } from "#app/shared/forms/toast";
import { afterEach, describe, expect, it, vi } from "vitest";

import { homeTemplates } from "./home-templates.copy";
import { HeroInteractive, HeroSection, type HeroInitialState } from "./hero";

vi.mock("#app/shared/forms/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const action = vi.fn(async () => Response.json({ ok: false, error: "unused", values: {} }));

function renderHero(initial: HeroInitialState = { description: "", templateId: null }) {
  vi.stubGlobal("fetch", action);
  render(
    <HeroSection heading="Build agents" intro="Intro">
      <HeroInteractive initial={initial} />
    </HeroSection>,
  );
  return {
    prompt: screen.getByRole("textbox", { name: "Describe your AI agent" }),
    chip: (title: string) => screen.getByRole("button", { name: title }),
    send: screen.getByRole("button", { name: "Create agent from this description" }),
  };
}

describe("Hero", () => {
  it("fills the prompt from a chip and marks only that chip selected", async () => {
    const user = userEvent.setup();
    const { prompt, chip } = renderHero();
    for (const template of homeTemplates) {
      expect(chip(template.title)).toHaveAttribute("aria-pressed", "false");
    }
    await user.click(chip("Lead Qualifier"));
    expect(prompt).toHaveValue(homeTemplates[2]!.prompt);
    expect(chip("Lead Qualifier")).toHaveAttribute("aria-pressed", "true");
    expect(chip("Sales Assistant")).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByTestId("agent-preview")).toHaveTextContent(
      homeTemplates[2]!.preview.agentReply,
    );
  });

  it("keeps the selection when the text is edited, even when cleared", async () => {
    const user = userEvent.setup();
    const { prompt, chip } = renderHero();
    await user.click(chip("FAQ Assistant"));
    await user.clear(prompt);
    await user.type(prompt, "Something else");
    expect(chip("FAQ Assistant")).toHaveAttribute("aria-pressed", "true");
    expect(document.querySelector('input[name="template"]')).toHaveValue("3");
  });

  it("grows to 4 rows once the text exceeds 100 characters", async () => {
    const user = userEvent.setup();
    const { prompt } = renderHero();
    expect(prompt).toHaveAttribute("rows", "2");
    await user.click(prompt);
    await user.paste("x".repeat(100));
    expect(prompt).toHaveAttribute("rows", "2");
    await user.type(prompt, "x");
    expect(prompt).toHaveAttribute("rows", "4");
  });

  it("draws the box taller once the text is long, and the send arrow disabled while blank, in the server's HTML", () => {
    const html = (description: string) =>
      renderToString(<HeroInteractive initial={{ description, templateId: null }} />);
    expect(html("")).toMatch(/<button type="submit" aria-label="[^"]+" disabled=""/);
    expect(html("Help")).not.toMatch(/<button type="submit" aria-label="[^"]+" disabled=""/);
    expect(html("x".repeat(101))).toMatch(/rows="4"/);
    expect(html("x".repeat(101))).toMatch(/min-h-32 sm:min-h-48/);
    expect(html("x".repeat(100))).toMatch(/rows="2"/);
  });

  it("disables the send arrow while the text is blank", async () => {
    const user = userEvent.setup();
    const { prompt, send } = renderHero();
    expect(send).toBeDisabled();
    await user.type(prompt, "   ");
    expect(send).toBeDisabled();
    await user.type(prompt, "a");
    expect(send).toBeEnabled();
  });

  it("shows the blank error as a toast and posts nothing", async () => {
    const user = userEvent.setup();
    const { prompt } = renderHero();
    await user.type(prompt, "  ");
    await user.click(screen.getByRole("button", { name: "Get Started Free" }));
    expect(toast.error).toHaveBeenCalledWith("Error: Please describe your AI agent first.");
    expect(action).not.toHaveBeenCalled();
    expect(prompt).toHaveFocus();
  });

  it("renders a plain submission's error next to the prompt, with the text kept", () => {
    const { prompt, chip } = renderHero({
      description: "My agent",
      templateId: 1,
      error: "Error: Failed to create agent. Please try again.",
    });
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Error: Failed to create agent. Please try again.",
    );
    expect(prompt).toHaveValue("My agent");
    expect(prompt).toHaveAccessibleDescription("Error: Failed to create agent. Please try again.");
    expect(chip("Sales Assistant")).toHaveAttribute("aria-pressed", "true");
  });
});
