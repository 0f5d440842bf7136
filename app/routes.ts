import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** Every URL of the site, grouped by area: the main pages, channels, demos, legal pages. */
export default [
  index("features/home/home.route.tsx"),

  // Pricing and calculators
  route("pricing", "features/pricing/pricing.route.tsx"),
  route("pay-as-you-go", "features/pricing/pay-as-you-go.route.tsx"),
  route("roi-calculator", "features/pricing/roi-calculator.route.tsx"),

  // API-backed content
  route("templates", "features/templates/templates.route.tsx"),
  route("blog", "features/blog/blog.route.tsx"),
  route("blog/rss.xml", "features/blog/blog-rss.route.ts"),
  route("blog/:id", "features/blog/blog-post.route.tsx"),

  // Demos (the WhatsApp demo answers under both spellings the site links to)
  route("demo/WhatsappDemo", "features/demos/whatsapp.route.tsx", { id: "demo-whatsapp" }),
  route("demo/WhatsAppDemo", "features/demos/whatsapp.route.tsx", { id: "demo-whatsapp-alias" }),
  route("demo/ConversationalDemo", "features/demos/conversational.route.tsx"),
  route("demo/KioskDemo", "features/demos/kiosk.route.tsx"),
  route("demo/WebsiteDemo", "features/demos/website.route.tsx"),
  route("demo/MobileDemo", "features/demos/mobile.route.tsx"),
  route("demo/VoiceDemo", "features/demos/voice.route.tsx"),
  route("demo/PhoneDemo", "features/demos/phone.route.tsx"),
  route("demo/SMSDemo", "features/demos/sms.route.tsx"),

  // The sales team's inquiries desk: rendered per request, never prerendered, listed or indexed
  // (app/shared/site-map/site-paths.ts leaves /admin out); a 404 when no admin credentials are configured.
  route("admin/sign-in", "features/desk/sign-in.route.tsx"),
  route("admin/sign-out", "features/desk/sign-out.route.ts"),
  route("admin/inquiries", "features/desk/inquiries.route.tsx"),
  route("admin/inquiries.csv", "features/desk/inquiries-csv.route.ts"),
  route("admin/inquiries/:id", "features/desk/inquiry.route.tsx"),
  route("admin/users", "features/desk/users.route.tsx"),
  route("admin/audit", "features/desk/audit.route.tsx"),
  route("admin/account", "features/desk/account.route.tsx"),
  route("admin/invite/:token", "features/desk/invite.route.tsx"),

  // Machine-readable resources
  route("sitemap.xml", "features/sitemap/sitemap.route.ts"),
  route("robots.txt", "features/sitemap/robots.route.ts"),

  route("*", "features/not-found/not-found.route.tsx"),
] satisfies RouteConfig;
