// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { startAnalytics, track, trackOncePerPage, trackPageView } from "./analytics";
import { chooseConsent, COOKIE_CONSENT_KEY } from "./cookie-consent";

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>("script[data-analytics]")];
const plausibleCalls = () =>
  ((window.plausible as unknown as { q?: unknown[][] } | undefined)?.q ?? []).map((args) => [
    ...args,
  ]);
const settle = () => vi.waitFor(() => expect(scripts()).toHaveLength(1));

let stop: () => void = () => {};
beforeEach(() => {
  window.localStorage.clear();
  stop = () => {};
});
afterEach(() => {
  stop();
  delete window.plausible;
});

describe("analytics", () => {
  const plausible = {
    provider: "plausible" as const,
    siteId: "example.com",
    scriptUrl: "https://plausible.io/js/script.manual.js",
  };

  it("loads nothing and sends nothing before a choice", async () => {
    stop = startAnalytics(plausible);
    trackPageView("/pricing");
    track("Start Building Click");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(scripts()).toHaveLength(0);
    expect(window.plausible).toBeUndefined();
  });

  it("loads nothing after Decline", async () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, "declined");
    stop = startAnalytics(plausible);
    trackPageView("/");
    track("Inquiry Sent");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(scripts()).toHaveLength(0);
  });

  it("after Accept All loads the script, counts the current page and sends events; withdrawal stops it", async () => {
    stop = startAnalytics(plausible);
    trackPageView("/pricing");
    chooseConsent("accepted");
    await settle();
    expect(scripts()[0]!.src).toBe(plausible.scriptUrl);
    expect(scripts()[0]!.dataset.domain).toBe("example.com");
    track("Start Building Click", { place: "header" });
    trackPageView("/contact");
    trackOncePerPage("Calculator Used", { calculator: "roi" });
    trackOncePerPage("Calculator Used", { calculator: "roi" });
    await vi.waitFor(() => expect(plausibleCalls()).toHaveLength(4));
    expect(plausibleCalls()).toEqual([
      ["pageview", { u: "http://localhost:3000/pricing" }],
      ["Start Building Click", { props: { place: "header" } }],
      ["pageview", { u: "http://localhost:3000/contact" }],
      ["Calculator Used", { props: { calculator: "roi" } }],
    ]);

    chooseConsent("declined");
    await vi.waitFor(() => expect(scripts()).toHaveLength(0));
    expect(window.plausible).toBeUndefined();
    track("Inquiry Sent");
    trackPageView("/");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(scripts()).toHaveLength(0);
    expect(window.plausible).toBeUndefined();
  });

  it("GA4: page views are the site's own, and withdrawal disables it and removes its cookies", async () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, "accepted");
    stop = startAnalytics({
      provider: "ga4",
      siteId: "G-TEST1",
      scriptUrl: "https://www.googletagmanager.com/gtag/js?id=G-TEST1",
    });
    trackPageView("/");
    track("Agent Created");
    await settle();
    await vi.waitFor(() => expect(window.dataLayer?.length).toBeGreaterThanOrEqual(4));
    const layer = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(layer).toContainEqual(["config", "G-TEST1", { send_page_view: false }]);
    expect(layer).toContainEqual(["event", "agent_created", {}]);
    expect(layer.some((entry) => entry[0] === "event" && entry[1] === "page_view")).toBe(true);

    document.cookie = "_ga=GA1.1.123; path=/";
    document.cookie = "_ga_TEST1=GS1.1.1; path=/";
    chooseConsent("declined");
    await vi.waitFor(() => expect(scripts()).toHaveLength(0));
    expect((window as unknown as Record<string, unknown>)["ga-disable-G-TEST1"]).toBe(true);
    expect(document.cookie).not.toContain("_ga");
    expect(scripts()).toHaveLength(0);
  });
});
