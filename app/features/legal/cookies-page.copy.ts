import { href } from "#app/shared/site-map/href";

import type { AnalyticsProvider } from "#app/context";
import type { LegalDocumentData, PageCopy } from "#app/shared/copy/types";
import { COOKIE_CONSENT_KEY } from "#app/shared/analytics/cookie-consent";
import { legalUpdated, privacyEmailLink, retention } from "./legal.copy";

/** The id of the section that holds the "change your choice" control on /cookies. */
export const CHANGE_CHOICE_SECTION = "change-your-choice";
export const CHANGE_CHOICE_LABEL = "Change cookie choice";

/** The analytics providers the site can be configured with (ANALYTICS_PROVIDER), as /cookies names them. */
export const analyticsProviderCopy: Record<
  AnalyticsProvider,
  {
    name: string;
    href: string;
    cookies: readonly (readonly [string, string, string, string])[];
    text: string;
  }
> = {
  plausible: {
    name: "Plausible Analytics",
    href: "https://plausible.io/privacy-focused-web-analytics",
    cookies: [],
    text: 'With your "Accept All", this website loads Plausible Analytics to count page views and a few actions (such as sending the contact form or creating an agent). Plausible sets no cookies and stores nothing in your browser; it does not identify you.',
  },
  umami: {
    name: "Umami",
    href: "https://umami.is/docs/faq",
    cookies: [],
    text: 'With your "Accept All", this website loads Umami to count page views and a few actions (such as sending the contact form or creating an agent). Umami sets no cookies and stores nothing in your browser; it does not identify you.',
  },
  ga4: {
    name: "Google Analytics 4",
    href: "https://policies.google.com/technologies/cookies",
    cookies: [
      [
        "_ga",
        "Cookie, analytics (Google Analytics 4)",
        "Tells visits of one browser apart",
        "2 years",
      ],
      [
        "_ga_<id>",
        "Cookie, analytics (Google Analytics 4)",
        "Keeps the state of the current visit",
        "2 years",
      ],
    ],
    text: 'With your "Accept All", this website loads Google Analytics 4 to count page views and a few actions (such as sending the contact form or creating an agent). Google Analytics sets the cookies listed above; they are removed when you withdraw your consent below.',
  },
};

/** The cookie policy of this website (/cookies) without analytics; app/features/legal/cookie-policy.ts adds the configured provider. */
export const cookiePolicy: LegalDocumentData = {
  updated: legalUpdated,
  summary:
    "This website stores one thing in your browser: your answer to the cookie banner. It sets no advertising or tracking cookies. You can change your answer at any time with the button further down this page.",
  sections: [
    {
      id: "what-they-are",
      title: "What cookies and local storage are",
      blocks: [
        {
          kind: "paragraph",
          text: "Cookies are small text files a website asks your browser to keep. Local storage is a similar place in your browser where a website can keep small values. Unlike cookies, local storage is not sent to the server with every request; it stays on your device.",
        },
      ],
    },
    {
      id: "what-we-store",
      title: "What this website stores",
      blocks: [
        {
          kind: "table",
          caption: "Storage used by this website",
          columns: ["Name", "Type", "Purpose", "How long"],
          rows: [
            [
              COOKIE_CONSENT_KEY,
              "Local storage, strictly necessary",
              'Remembers whether you chose "Accept All" (value accepted) or "Decline" (value declined), so the banner does not ask again on every page',
              `Until ${retention.cookieChoice}`,
            ],
          ],
        },
        {
          kind: "paragraph",
          text: "This website sets no other cookies and stores nothing else in your browser. It uses no analytics, advertising or social media tracking.",
        },
      ],
    },
    {
      id: "your-choice",
      title: "What your choice means",
      blocks: [
        {
          kind: "list",
          items: [
            '"Accept All" allows optional cookies, such as privacy-friendly analytics, should we add them. We will update this page before we do.',
            '"Decline", or closing the banner with its close button, keeps the website to strictly necessary storage only.',
            "The website works the same either way: every page, demo and form is available whatever you choose.",
          ],
        },
      ],
    },
    {
      id: "third-parties",
      title: "Other services on our pages",
      blocks: [
        {
          kind: "paragraph",
          text: "The demo pages embed a chat window served by our studio. To keep your conversation going, the chat window may store its own session data in your browser. Integration logos may be loaded from an image delivery network, which sets no cookies. Links to social networks take you to sites with their own cookie policies.",
        },
      ],
    },
    {
      id: CHANGE_CHOICE_SECTION,
      title: "Change your choice",
      blocks: [
        {
          kind: "paragraph",
          text: "Press the button below to bring back the cookie banner and choose again. You can also delete this site's data in your browser's settings; the banner then appears on your next visit.",
        },
      ],
    },
    {
      id: "contact",
      title: "Questions",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "Read our ",
            { label: "Privacy Policy", href: href("/privacy-policy") },
            " for how we handle personal data, or write to ",
            privacyEmailLink,
            ".",
          ],
        },
      ],
    },
  ],
};

export const page: PageCopy = {
  path: href("/cookies"),
  title: "Cookie Policy",
  description:
    "Which cookies and local storage this website uses, what each one is for, and how to change your cookie choice at any time.",
  keywords: ["cookie policy", "cookie consent", "local storage"],
  eyebrow: "Legal",
  heading: "Cookie Policy",
  intro: "What we store in your browser, why, and how you can change your choice.",
};
