// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";

import {
  chooseConsent,
  COOKIE_CONSENT_KEY,
  isConsentBannerVisible,
  readConsent,
  reopenConsentChoice,
  subscribeConsent,
} from "./cookie-consent";

describe("cookie consent", () => {
  beforeEach(() => window.localStorage.clear());

  it("uses the key cookie-consent and only the values accepted and declined", () => {
    expect(COOKIE_CONSENT_KEY).toBe("cookie-consent");
    window.localStorage.setItem(COOKIE_CONSENT_KEY, "maybe");
    expect(readConsent(window.localStorage)).toBeNull();
    chooseConsent("accepted");
    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBe("accepted");
    chooseConsent("declined");
    expect(readConsent(window.localStorage)).toBe("declined");
  });

  it("shows the banner until a choice is stored, and again when reopened", () => {
    expect(isConsentBannerVisible()).toBe(true);
    chooseConsent("declined");
    expect(isConsentBannerVisible()).toBe(false);
    reopenConsentChoice();
    expect(isConsentBannerVisible()).toBe(true);
    chooseConsent("accepted");
    expect(isConsentBannerVisible()).toBe(false);
  });

  it("notifies subscribers of choices and reopening", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    chooseConsent("accepted");
    reopenConsentChoice();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    chooseConsent("declined");
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("treats storage that throws as no choice", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
    };
    expect(readConsent(broken)).toBeNull();
  });
});

describe("the banner's attribute on <html>", () => {
  beforeEach(() => window.localStorage.clear());

  it("follows the choice and the request to choose again", () => {
    const root = document.documentElement;
    chooseConsent("accepted");
    expect(root.hasAttribute("data-consent-pending")).toBe(false);
    reopenConsentChoice();
    expect(root.hasAttribute("data-consent-pending")).toBe(true);
    chooseConsent("declined");
    expect(root.hasAttribute("data-consent-pending")).toBe(false);
  });
});
