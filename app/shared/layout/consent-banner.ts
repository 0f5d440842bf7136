import { chooseConsent, reopenConsentChoice } from "#app/shared/analytics/cookie-consent";

const isShown = (element: HTMLElement) =>
  element.isConnected && element.getClientRects().length > 0 && !element.closest("[hidden]");

/** Closing the banner hands focus back to where it was, or to the skip link, never to <body>. */
export function startConsentBanner(): void {
  const banner = document.querySelector<HTMLElement>("[data-cookie-banner]");
  let returnTo: HTMLElement | null = null;
  banner?.addEventListener("focusin", (event) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !banner.contains(from)) returnTo = from;
  });

  document.addEventListener("click", (event) => {
    const target = event.target as Element;
    const choice = target.closest?.("[data-consent]");
    if (choice) {
      const focusWasInside = !!banner?.contains(document.activeElement);
      chooseConsent(choice.getAttribute("data-consent") as "accepted" | "declined");
      if (focusWasInside || document.activeElement === document.body) restoreFocus();
    }
    const reopen = target.closest?.<HTMLElement>("[data-consent-reopen]");
    if (reopen) {
      reopenConsentChoice();
      returnTo = reopen;
      banner?.focus();
    }
  });

  function restoreFocus() {
    const skipLink = document.querySelector<HTMLElement>("[data-skip-link]");
    const target = returnTo && isShown(returnTo) ? returnTo : skipLink;
    returnTo = null;
    target?.focus({ preventScroll: target === skipLink });
  }
}
