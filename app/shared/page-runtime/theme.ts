import { COOKIE_CONSENT_KEY } from "#app/shared/analytics/cookie-consent";

// "system" follows prefers-color-scheme; "light" and "dark" pin one with data-theme on <html>,
// applied by an inline <head> script before the first paint so a page never flashes the other.
export type ThemeChoice = "system" | "light" | "dark";

export const THEME_STORAGE_KEY = "theme";

export function parseThemeChoice(value: string | null | undefined): ThemeChoice {
  return value === "light" || value === "dark" ? value : "system";
}

export function readThemeChoice(storage: Pick<Storage, "getItem"> | undefined = safeStorage()) {
  try {
    return parseThemeChoice(storage?.getItem(THEME_STORAGE_KEY));
  } catch {
    return "system";
  }
}

export function applyThemeChoice(
  choice: ThemeChoice,
  root: HTMLElement = document.documentElement,
  storage: Pick<Storage, "setItem"> | undefined = safeStorage(),
) {
  if (choice === "system") delete root.dataset.theme;
  else root.dataset.theme = choice;
  root.dataset.themeChoice = choice;
  try {
    storage?.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private modes may refuse storage: the choice still holds for this page.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

// Plain ES5 and self-contained: it runs before any module, allowed by the CSP by hash.
export const themeBootScript = `(function(d){var t,c;try{t=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});c=localStorage.getItem(${JSON.stringify(COOKIE_CONSENT_KEY)})}catch(e){}t=t==="light"||t==="dark"?t:"system";if(t!=="system")d.dataset.theme=t;d.dataset.themeChoice=t;if(c!=="accepted"&&c!=="declined")d.dataset.consentPending=""})(document.documentElement);`;
