import { CONTACT_SENT_PARAM } from "#app/features/contact/query";
import { PAYG_PARAMS, ROI_PARAMS } from "#app/features/pricing/query";

// `href()` is typed from this table, the site map derives its pages from it, and the build
// checks each page pattern has a page shell in app/pages/ (an alias, path-aliases.ts, its target's).
export interface RouteInfo {
  /** Rendered per request (platform data, a per-visitor answer): never prerendered. */
  perRequest?: boolean;
  /** The query parameters the page reads; any other query is answered from its sealed copy. */
  queryParams?: readonly string[];
  resource?: boolean;
  /** The sales desk: private, never prerendered, listed or indexed. */
  private?: boolean;
}

export const siteRoutes = {
  "/": { queryParams: ["template"] },

  "/benefits": {},
  "/use-cases": {},
  "/industry-use-cases": {},
  "/industry/:slug": {},
  "/success-stories": {},
  "/agents": {},
  "/no-code-builder": {},
  "/security-compliance": {},
  "/architecture": {},
  "/convexchange": {},
  "/about": {},
  "/contact": { queryParams: [CONTACT_SENT_PARAM] },

  "/pricing": {},
  "/pay-as-you-go": { queryParams: Object.values(PAYG_PARAMS) },
  "/roi-calculator": { queryParams: Object.values(ROI_PARAMS) },

  "/templates": { perRequest: true, queryParams: ["q", "category"] },
  "/blog": { perRequest: true, queryParams: ["q", "category"] },
  "/blog/rss.xml": { resource: true },
  "/blog/:id": { perRequest: true },

  "/integrations": { queryParams: ["q"] },
  "/channels/standalone": {},
  "/channels/chatbot": {},
  "/channels/voice": {},
  "/channels/whatsapp": {},
  "/channels/app": {},
  "/channels/shopify": {},
  "/channels/salesforce": {},
  "/channels/zendesk": {},
  "/channels/:name": {},

  "/demo/WhatsappDemo": {},
  "/demo/WhatsAppDemo": {},
  "/demo/ConversationalDemo": {},
  "/demo/KioskDemo": {},
  "/demo/WebsiteDemo": {},
  "/demo/MobileDemo": {},
  "/demo/VoiceDemo": {},
  "/demo/PhoneDemo": {},
  "/demo/SMSDemo": {},

  "/privacy-policy": {},
  "/privacy": {},
  "/terms": {},
  "/cookies": {},

  "/admin/sign-in": { private: true },
  "/admin/sign-out": { private: true },
  "/admin/inquiries": { private: true },
  "/admin/inquiries.csv": { private: true, resource: true },
  "/admin/inquiries/:id": { private: true },
  "/admin/users": { private: true },
  "/admin/audit": { private: true },
  "/admin/account": { private: true },
  "/admin/invite/:token": { private: true },

  "/sitemap.xml": { resource: true },
  "/robots.txt": { resource: true },
} as const satisfies Record<string, RouteInfo>;

export type SitePattern = keyof typeof siteRoutes;

export function routeInfo(pattern: SitePattern): RouteInfo {
  return siteRoutes[pattern];
}

/** The route pattern that answers `pathname`: a fixed one first, else the first dynamic match. */
export function patternOf(pathname: string): SitePattern | undefined {
  const patterns = Object.keys(siteRoutes) as SitePattern[];
  if (patterns.includes(pathname as SitePattern)) return pathname as SitePattern;
  return patterns.find(
    (pattern) =>
      pattern.includes(":") && new RegExp(`^${pattern.replace(/:\w+/g, "[^/]+")}$`).test(pathname),
  );
}

export function queryParamsOf(pathname: string): readonly string[] {
  const pattern = patternOf(pathname);
  return (pattern ? (siteRoutes[pattern] as RouteInfo).queryParams : undefined) ?? [];
}
