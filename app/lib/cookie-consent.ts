/** Cookie consent lives in local storage under one key (spec sections 3 and 4). */
export const COOKIE_CONSENT_KEY = "cookie-consent";
export type CookieConsent = "accepted" | "declined";

/** Fired by the /cookies page to show the banner again. */
export const REOPEN_CONSENT_EVENT = "cookie-consent:reopen";

export function readConsent(storage: Pick<Storage, "getItem">): CookieConsent | null {
  try {
    const value = storage.getItem(COOKIE_CONSENT_KEY);
    return value === "accepted" || value === "declined" ? value : null;
  } catch {
    // Storage can throw (disabled, private mode): treat as "not chosen yet".
    return null;
  }
}

export function writeConsent(storage: Pick<Storage, "setItem">, value: CookieConsent): void {
  try {
    storage.setItem(COOKIE_CONSENT_KEY, value);
  } catch {
    // Nothing to do: the banner still hides for this page view.
  }
}

export function reopenConsentChoice(): void {
  window.dispatchEvent(new Event(REOPEN_CONSENT_EVENT));
}
