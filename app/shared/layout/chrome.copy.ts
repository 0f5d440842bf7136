import type { IconName } from "#app/shared/icons/icon-names";

/** Texts of the shared chrome: cookie banner, 404 page, error page (docs/requirements/site.md). */
export const cookieBannerCopy = {
  label: "Cookie consent",
  title: "We value your privacy",
  text: "We use cookies and local storage to remember your choices and understand how the site is used. Read our",
  /** Phones: the same in fewer words, so the banner stays low on the screen. */
  shortText: "We use cookies to remember your choices and measure visits. Read our",
  privacyLink: "Privacy Policy",
  accept: "Accept All",
  decline: "Decline",
  close: "Close cookie banner",
} as const;

export const notFoundCopy = {
  code: "404",
  title: "Oops! Page not found",
  text: "The page you are looking for does not exist or has moved.",
  home: "Return to Home",
} as const;

/** The theme switch of the navigation: a radio group, each choice an icon with its name. */
export const themeSwitchCopy = {
  label: "Theme",
  choices: [
    { value: "system", label: "System", icon: "monitor" },
    { value: "light", label: "Light", icon: "sun" },
    { value: "dark", label: "Dark", icon: "moon" },
  ],
} as const satisfies {
  label: string;
  choices: readonly { value: "system" | "light" | "dark"; label: string; icon: IconName }[];
};

/** The site-wide chat widget and its panel. */
export const chatLauncherCopy = {
  label: "Chat",
  open: "Chat with our AI agent",
  close: "Close chat",
  title: (agentLabel: string) => `Chat with our ${agentLabel}`,
  status: "Online · replies in seconds",
  loading: "Loading AI Agent...",
} as const;
