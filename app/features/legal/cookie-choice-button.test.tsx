// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";

import { chooseConsent, isConsentBannerVisible } from "#app/shared/analytics/cookie-consent";
import { CookieChoiceButton } from "./cookie-choice-button";

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe("CookieChoiceButton", () => {
  it("brings the cookie banner back after a choice was stored", async () => {
    chooseConsent("declined");
    expect(isConsentBannerVisible()).toBe(false);
    render(<CookieChoiceButton />);
    await userEvent.click(screen.getByRole("button", { name: "Change cookie choice" }));
    expect(isConsentBannerVisible()).toBe(true);
    chooseConsent("accepted");
    expect(isConsentBannerVisible()).toBe(false);
    expect(window.localStorage.getItem("cookie-consent")).toBe("accepted");
  });
});
