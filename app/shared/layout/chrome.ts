import { startAnalytics, track, trackPageView } from "#app/shared/analytics/analytics";
import { trackMarkedClicks } from "#app/shared/analytics/track-attributes";
import { startCopyButtons } from "#app/shared/forms/copy-buttons";
import { startLogoFallbacks } from "#app/shared/images/logo-fallback";
import { startEarlyClickReplay } from "#app/shared/page-runtime/early-input";
import { runInTurns } from "#app/shared/page-runtime/in-turns";
import { signalHydration } from "#app/shared/page-runtime/islands";
import { getPublicConfig } from "#app/shared/page-runtime/public-config";
import { CHAT_PANEL_ID } from "./chat-launcher";
import { startChatFrames } from "./chat-frames";
import { startMobileMenu } from "./mobile-menu-runtime";
import { startSiteSearch } from "#app/shared/site-search/search-launcher";
import { startConsentBanner } from "./consent-banner";
import { startLauncherClearance } from "./launcher-clearance";
import { startThemeSwitches } from "./theme-switches";

/** The site chrome's script, plain DOM: the menus work without it (popovers); this enhances. */
export function startChrome(): Promise<void> {
  const config = getPublicConfig();
  // Controls first, then what the visitor does not wait for; clicks made meanwhile are replayed
  // once everything listens, and the page counts as hydrated only then.
  return runInTurns([
    [
      startPopoverState,
      startNavigationKeys,
      () => startMobileMenu(),
      () => startSiteSearch(),
      startThemeSwitches,
      startConsentBanner,
    ],
    [() => startChatLauncher(config.studioUrl), startChatFrames, startCopyButtons],
    [showCurrentYear, startLogoFallbacks, trackMarkedClicks],
    [() => startAnalytics(config.analytics), () => trackPageView(location.pathname)],
    [startEarlyClickReplay, signalHydration],
  ]);
}

/** `data-current-year`: the server's or the build's year, then the visitor's own. */
function showCurrentYear() {
  const year = String(new Date().getFullYear());
  for (const element of document.querySelectorAll("[data-current-year]")) {
    if (element.textContent !== year) element.textContent = year;
  }
}

/** A popover's opener says whether it is open (aria-expanded, and data-open for styling). */
function startPopoverState() {
  const openers = (popover: Element) =>
    document.querySelectorAll(`[popovertarget="${CSS.escape(popover.id)}"]`);
  for (const popover of document.querySelectorAll("[popover]")) {
    for (const opener of openers(popover)) opener.setAttribute("aria-expanded", "false");
  }
  // `toggle` does not bubble: listen in the capture phase.
  document.addEventListener(
    "toggle",
    (event) => {
      const popover = event.target as HTMLElement;
      if (!popover.hasAttribute?.("popover")) return;
      const open = (event as ToggleEvent).newState === "open";
      for (const opener of openers(popover)) {
        opener.setAttribute("aria-expanded", String(open));
        opener.toggleAttribute("data-open", open);
      }
    },
    true,
  );
}

/** Moves focus among `items`, wrapping around. */
function moveFocus(items: HTMLElement[], step: 1 | -1 | "first" | "last") {
  if (items.length === 0) return;
  const current = items.indexOf(document.activeElement as HTMLElement);
  const next =
    step === "first"
      ? 0
      : step === "last"
        ? items.length - 1
        : (current + step + items.length) % items.length;
  items[next]?.focus();
}

const PANEL_KEYS: Record<string, 1 | -1 | "first" | "last"> = {
  ArrowDown: 1,
  ArrowUp: -1,
  Home: "first",
  End: "last",
};

/** The navigation bar's arrow keys, Home/End, and closing a dropdown that Tab leaves. */
function startNavigationKeys() {
  const nav = document.querySelector<HTMLElement>("[data-main-nav]");
  if (!nav) return;
  const topItems = () => [...nav.querySelectorAll<HTMLElement>("[data-nav-top]")];
  const closeAll = () =>
    nav.querySelectorAll<HTMLElement>("[popover]:popover-open").forEach((p) => p.hidePopover());

  nav.addEventListener("keydown", (event) => {
    const target = event.target as HTMLElement;
    const panel = target.closest<HTMLElement>("[data-nav-panel]");
    if (panel) {
      const step = PANEL_KEYS[event.key];
      if (step === undefined) return;
      event.preventDefault();
      moveFocus([...panel.querySelectorAll<HTMLElement>("a")], step);
      return;
    }
    if (!target.matches("[data-nav-top]")) return;
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      closeAll();
      moveFocus(topItems(), event.key === "ArrowRight" ? 1 : -1);
    } else if (event.key === "ArrowDown") {
      const id = target.getAttribute("popovertarget");
      const menu = id ? document.getElementById(id) : null;
      if (!menu) return;
      event.preventDefault();
      if (!menu.matches(":popover-open")) menu.showPopover();
      menu.querySelector<HTMLElement>("a")?.focus();
    }
  });
  nav.addEventListener("focusout", (event) => {
    const item = (event.target as Element).closest("[data-nav-item]");
    const to = event.relatedTarget as Node | null;
    if (!item || (to && item.contains(to))) return;
    item.querySelector<HTMLElement>("[popover]:popover-open")?.hidePopover();
  });
}

/** Message the studio's chat posts to its parent when the visitor presses Escape. */
const CLOSE_MESSAGE = "studio-chat:close";

/** The theme the page is drawn in: the visitor's choice, else the system's. */
function pageTheme(): "light" | "dark" {
  const chosen = document.documentElement.dataset.theme;
  if (chosen === "light" || chosen === "dark") return chosen;
  return matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

/** The chat launcher; the first open frames the demo agent in the page's theme. */
function startChatLauncher(studioUrl: string) {
  const launcher = document.querySelector<HTMLElement>("[data-chat-launcher]");
  const panel = document.getElementById(CHAT_PANEL_ID);
  const toggle = launcher?.querySelector<HTMLButtonElement>("[data-chat-toggle]");
  if (!launcher || !panel || !toggle) return;
  const agent = launcher.dataset.agent ?? "";
  const title = panel.querySelector("h2")?.textContent ?? "";
  const openLabel = toggle.getAttribute("aria-label") ?? "";
  const closeLabel = panel.querySelector("[data-chat-close]")?.getAttribute("aria-label") ?? "";
  const studioOrigin = new URL(studioUrl, location.href).origin;

  const setOpen = (open: boolean) => {
    if (open === !panel.hidden) return;
    panel.hidden = !open;
    toggle.setAttribute("aria-expanded", String(open));
    toggle.setAttribute("aria-label", open ? closeLabel : openLabel);
    if (open) {
      toggle.setAttribute("aria-controls", CHAT_PANEL_ID);
      frameChat();
      panel.querySelector<HTMLElement>("[data-chat-close]")?.focus();
    } else {
      toggle.removeAttribute("aria-controls");
      toggle.focus();
    }
  };
  const frameChat = () => {
    track("Demo Opened", { demo: agent });
    const slot = panel.querySelector<HTMLElement>("[data-chat-frame]");
    if (!slot || slot.querySelector("iframe")) return;
    const frame = document.createElement("iframe");
    frame.src = `${studioUrl}/chat/${agent}?theme=${pageTheme()}&embed=panel`;
    frame.title = title;
    frame.allow = "microphone";
    frame.className = "absolute inset-0 size-full border-0";
    frame.addEventListener("load", () => slot.querySelector(".chat-frame-spinner")?.remove());
    slot.prepend(frame);
  };

  startLauncherClearance(launcher);
  toggle.addEventListener("click", () => setOpen(panel.hidden));
  panel.querySelector("[data-chat-close]")?.addEventListener("click", () => setOpen(false));
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !panel.hidden) setOpen(false);
  });
  addEventListener("message", (event) => {
    if (event.origin === studioOrigin && event.data === CLOSE_MESSAGE) setOpen(false);
  });
}
