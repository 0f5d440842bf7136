import { channelPageSlugs, industrySlugs, integrationSlugs } from "../content/slugs";

/**
 * Every URL rendered to HTML at build time: all pages without per-request data. The API-backed
 * pages (templates, blog), the feeds and the 404 page are rendered per request.
 */
export const staticPagePaths = [
  "/",
  "/benefits",
  "/pricing",
  "/pay-as-you-go",
  "/roi-calculator",
  "/convexchange",
  "/use-cases",
  "/industry-use-cases",
  "/success-stories",
  "/integrations",
  "/no-code-builder",
  "/security-compliance",
  "/architecture",
  "/about",
  "/contact",
  "/agents",
  "/privacy-policy",
  "/privacy",
  "/terms",
  "/cookies",
  "/demo/WhatsappDemo",
  "/demo/WhatsAppDemo",
  "/demo/ConversationalDemo",
  "/demo/KioskDemo",
  "/demo/WebsiteDemo",
  "/demo/MobileDemo",
  "/demo/VoiceDemo",
  "/demo/PhoneDemo",
  "/demo/SMSDemo",
] as const;

const channelPaths = channelPageSlugs.map((slug) => `/channels/${slug}`);
const integrationPaths = integrationSlugs
  .map((slug) => `/channels/${slug}`)
  .filter((path) => !channelPaths.includes(path));

export const prerenderPaths: readonly string[] = [
  ...staticPagePaths,
  ...channelPaths,
  ...integrationPaths,
  ...industrySlugs.map((slug) => `/industry/${slug}`),
];

/** Pages served per request, with their own data. */
export const dynamicPagePaths = ["/templates", "/blog"] as const;
