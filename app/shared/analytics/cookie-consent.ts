export const COOKIE_CONSENT_KEY = "cookie-consent";
type CookieConsent = "accepted" | "declined";

export function readConsent(storage: Pick<Storage, "getItem">): CookieConsent | null {
  try {
    const value = storage.getItem(COOKIE_CONSENT_KEY);
    return value === "accepted" || value === "declined" ? value : null;
  } catch {
    // Storage can throw (disabled, private mode): treat as "not chosen yet".
    return null;
  }
}

function writeConsent(storage: Pick<Storage, "setItem">, value: CookieConsent): void {
  try {
    storage.setItem(COOKIE_CONSENT_KEY, value);
  } catch {
    // Nothing to do: the banner still hides for this page view.
  }
}

// <html data-consent-pending> shows the banner (set first by theme.ts' boot script).
const PENDING_ATTRIBUTE = "data-consent-pending";
let reopened = false;
const listeners = new Set<() => void>();
const notify = () => {
  document.documentElement.toggleAttribute(PENDING_ATTRIBUTE, isConsentBannerVisible());
  listeners.forEach((listener) => listener());
};

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

export function isConsentBannerVisible(): boolean {
  return reopened || readConsent(window.localStorage) === null;
}

export function chooseConsent(value: CookieConsent): void {
  writeConsent(window.localStorage, value);
  reopened = false;
  notify();
}

export function reopenConsentChoice(): void {
  reopened = true;
  notify();
}
