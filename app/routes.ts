import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** Every URL of the site, grouped by area: the main pages, channels, demos, legal pages. */
export default [
  index("routes/home.tsx"),

  // Product and company
  route("benefits", "routes/benefits.tsx"),
  route("use-cases", "routes/use-cases.tsx"),
  route("industry-use-cases", "routes/industry-use-cases.tsx"),
  route("industry/:slug", "routes/industry.tsx"),
  route("success-stories", "routes/success-stories.tsx"),
  route("agents", "routes/agents.tsx"),
  route("no-code-builder", "routes/no-code-builder.tsx"),
  route("security-compliance", "routes/security-compliance.tsx"),
  route("architecture", "routes/architecture.tsx"),
  route("convexchange", "routes/convexchange.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),

  // Pricing and calculators
  route("pricing", "routes/pricing.tsx"),
  route("pay-as-you-go", "routes/pay-as-you-go.tsx"),
  route("roi-calculator", "routes/roi-calculator.tsx"),

  // API-backed content
  route("templates", "routes/templates.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("blog/:id", "routes/blog-post.tsx"),

  // Channels and integrations (the fixed channel pages win over the :name pattern)
  route("integrations", "routes/integrations.tsx"),
  route("channels/standalone", "routes/channels/standalone.tsx"),
  route("channels/chatbot", "routes/channels/chatbot.tsx"),
  route("channels/voice", "routes/channels/voice.tsx"),
  route("channels/whatsapp", "routes/channels/whatsapp.tsx"),
  route("channels/app", "routes/channels/app.tsx"),
  route("channels/shopify", "routes/channels/shopify.tsx"),
  route("channels/salesforce", "routes/channels/salesforce.tsx"),
  route("channels/zendesk", "routes/channels/zendesk.tsx"),
  route("channels/:name", "routes/channels/integration.tsx"),

  // Demos (the WhatsApp demo answers under both spellings the site links to)
  route("demo/WhatsappDemo", "routes/demo/whatsapp.tsx", { id: "demo-whatsapp" }),
  route("demo/WhatsAppDemo", "routes/demo/whatsapp.tsx", { id: "demo-whatsapp-alias" }),
  route("demo/ConversationalDemo", "routes/demo/conversational.tsx"),
  route("demo/KioskDemo", "routes/demo/kiosk.tsx"),
  route("demo/WebsiteDemo", "routes/demo/website.tsx"),
  route("demo/MobileDemo", "routes/demo/mobile.tsx"),
  route("demo/VoiceDemo", "routes/demo/voice.tsx"),
  route("demo/PhoneDemo", "routes/demo/phone.tsx"),
  route("demo/SMSDemo", "routes/demo/sms.tsx"),

  // Legal (/privacy is the link in the footer, /privacy-policy the one in the cookie banner)
  route("privacy-policy", "routes/privacy-policy.tsx", { id: "privacy-policy" }),
  route("privacy", "routes/privacy-policy.tsx", { id: "privacy-alias" }),
  route("terms", "routes/terms.tsx"),
  route("cookies", "routes/cookies.tsx"),

  // The sales team's inquiries desk: rendered per request, never prerendered, listed or indexed
  // (app/lib/site-paths.ts leaves /admin out); a 404 when no admin credentials are configured.
  route("admin/sign-in", "routes/admin/sign-in.tsx"),
  route("admin/inquiries", "routes/admin/inquiries.tsx"),
  route("admin/inquiries.csv", "routes/admin/inquiries-csv.ts"),

  // Machine-readable resources
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
