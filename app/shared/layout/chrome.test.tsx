// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { COOKIE_CONSENT_KEY } from "#app/shared/analytics/cookie-consent";
import { PUBLIC_CONFIG_ELEMENT_ID } from "#app/shared/page-runtime/public-config";
import { ChatLauncher } from "./chat-launcher";
import { startChrome } from "./chrome";
import { CookieBanner } from "./cookie-banner";
import { ThemeSwitch } from "./theme-switch";

/** The chrome as the server draws it, then its one script, as on a page without islands. */
beforeAll(() => {
  document.documentElement.dataset.themeChoice = "system";
  document.body.innerHTML = `<script type="application/json" id="${PUBLIC_CONFIG_ELEMENT_ID}">${JSON.stringify(
    {
      siteUrl: "http://localhost:3000",
      studioUrl: "http://localhost:3000/studio",
      logoCdnUrl: null,
      analytics: null,
    },
  )}</script>${renderToStaticMarkup(
    <>
      <ThemeSwitch name="theme-desktop" />
      <ChatLauncher />
      <CookieBanner />
    </>,
  )}`;
  return startChrome();
});

afterEach(() => localStorage.clear());

const byLabel = (label: string) => document.querySelector<HTMLElement>(`[aria-label="${label}"]`)!;
const panel = () => document.getElementById("chat-launcher-panel")!;

describe("the chrome's script", () => {
  it("marks a page without islands hydrated at once", () => {
    expect(document.documentElement.hasAttribute("data-hydrated")).toBe(true);
  });

  it("frames the support agent's chat only when opened, focuses Close, closes on Escape", () => {
    expect(panel().hidden).toBe(true);
    expect(document.querySelector("iframe")).toBeNull();
    const launcher = byLabel("Chat with our AI agent");
    launcher.click();
    expect(panel().hidden).toBe(false);
    expect(launcher).toHaveAttribute("aria-expanded", "true");
    expect(launcher).toHaveAttribute("aria-label", "Close chat");
    expect(panel().querySelector("iframe")).toHaveAttribute(
      "src",
      "http://localhost:3000/studio/chat/WebsiteDemo?theme=light&embed=panel",
    );
    expect(panel().querySelector("iframe")).toHaveAttribute("allow", "microphone");
    expect(document.activeElement).toBe(panel().querySelector("[data-chat-close]"));

    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(launcher);
  });

  it("closes when the studio's chat asks to, and only then", () => {
    byLabel("Chat with our AI agent").click();
    const ask = (origin: string) =>
      window.dispatchEvent(new MessageEvent("message", { data: "studio-chat:close", origin }));
    ask("https://evil.example");
    expect(panel().hidden).toBe(false);
    ask("http://localhost:3000");
    expect(panel().hidden).toBe(true);
  });

  it("stores the cookie choice and hides the banner", () => {
    document.documentElement.dataset.consentPending = "";
    document.querySelector<HTMLElement>('[data-consent="accepted"]')!.click();
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe("accepted");
    expect(document.documentElement.hasAttribute("data-consent-pending")).toBe(false);
  });

  it("applies and remembers a theme chosen on the switch", () => {
    const dark = document.querySelector<HTMLInputElement>('input[value="dark"]')!;
    dark.checked = true;
    dark.dispatchEvent(new Event("change"));
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(document.documentElement.dataset.themeChoice).toBe("dark");
    expect(localStorage.getItem("theme")).toBe("dark");
  });
});
